// Unit and component tests (jest + Testing Library). Browser tests live in e2e/ (Playwright).
/** @type {import('jest').Config} */
const tsJest = [
  "ts-jest",
  {
    tsconfig: { jsx: "react-jsx", module: "commonjs", moduleResolution: "node", esModuleInterop: true, isolatedModules: true, resolveJsonModule: true },
    diagnostics: false, // type errors are `npm run typecheck`'s job; keeps the suite fast
  },
]

module.exports = {
  testEnvironment: "node",
  // __mocks__ is a root so its manual mocks of node_modules packages (gatsby) apply to every test.
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.tsx?$": tsJest,
    // swiper ships ES modules only; compile them for jest like our own code.
    "^.+\\.m?js$": ["ts-jest", { tsconfig: { allowJs: true, module: "commonjs", isolatedModules: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ["/node_modules/(?!(swiper|ssr-window|dom7)/)"],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "^swiper/css(/.*)?$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|webp|svg|gif|avif|woff2)$": "<rootDir>/__tests__/support/file-stub.ts",
  },
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
}
