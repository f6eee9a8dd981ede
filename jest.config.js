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
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.tsx?$": tsJest },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|webp|svg|gif|avif)$": "<rootDir>/__tests__/support/file-stub.ts",
  },
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
}
