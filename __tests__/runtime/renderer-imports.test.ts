/**
 * The modules the HTML renderer imports to write the inline scripts leave the build-time
 * bundling (classic-script.ts, esbuild) out: webpack compiles everything the renderer imports
 * on every cold build (src/runtime/classic-script.ts says why it is a module of its own).
 */
import { buildSync } from "esbuild"
import { join } from "node:path"

const projectRoot = join(__dirname, "..", "..")

/** The project's files `entry` imports, however deep, and the packages they name (not followed). */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const { metafile } = buildSync({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    packages: "external",
    loader: { ".css": "empty", ".module.css": "empty", ".svg": "empty", ".png": "empty", ".woff2": "empty" },
    logLevel: "silent",
  })
  const inputs = Object.values(metafile.inputs)
  return {
    files: Object.keys(metafile.inputs),
    packages: inputs.flatMap((input) => input.imports.filter((imported) => imported.external).map((imported) => imported.path)),
  }
}

test.each(["gatsby-ssr.tsx", "src/runtime/pre-app-scripts.tsx"])("%s imports no build-time bundling, esbuild included", (entry) => {
  const { files, packages } = importGraph(entry)
  expect(files).toContain("src/runtime/early-attribution.ts")
  expect(files).not.toContain("src/runtime/classic-script.ts")
  // The packages are seen (React's JSX runtime, at least), and esbuild is not among them.
  expect(packages).toContain("react/jsx-runtime")
  expect(packages).not.toContain("esbuild")
})

test("the build-time side does import it (the check above can fail)", () => {
  const { files, packages } = importGraph("src/runtime/inline-scripts.ts")
  expect(files).toContain("src/runtime/classic-script.ts")
  expect(packages).toContain("esbuild")
})
