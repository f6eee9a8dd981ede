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
  // Both cores (jest's default leaves one to itself): on this 2-core machine class the suite
  // took 95 s instead of about 170 s; the tests that start servers bind free loopback ports
  // and keep their files in their own temporary folders, so they run side by side.
  maxWorkers: "100%",
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
