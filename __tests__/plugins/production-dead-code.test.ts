import { existsSync, readFileSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { deadCodeReplacements, stubFor } from "../../plugins/gatsby-plugin-site-runtime/production-dead-code"

const project = join(__dirname, "..", "..")
const gatsbyDir = dirname(require.resolve("gatsby/package.json"))
const partytownBrowser = join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")
const productionApp = join(gatsbyDir, "cache-dir", "production-app.js")
const [partytownStub, serviceWorkerStub] = deadCodeReplacements.map((replacement) => join(project, replacement.stub)) as [string, string]

describe("Gatsby's modules stubbed out of the production browser bundle", () => {
  it("the partytown plugin's browser side still does nothing outside `gatsby develop` and still asks for the snippet injector by the replaced request", () => {
    const source = readFileSync(partytownBrowser, "utf8")
    expect(source).toContain('require("./utils/inject-partytown-snippet")')
    // The only use of the injector sits behind this early return.
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}\s*\(0, _injectPartytownSnippet\.injectPartytownSnippet\)/)
    expect(stubFor("./utils/inject-partytown-snippet", dirname(partytownBrowser), project)).toBe(partytownStub)
  })

  it("production-app still requires the service-worker registration only when a plugin registers one, and no plugin of the site does", () => {
    const source = readFileSync(productionApp, "utf8")
    expect(source).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/)
    expect(stubFor("./register-service-worker", join(project, ".cache"), project)).toBe(serviceWorkerStub)
    const browserApis = [
      join(project, "gatsby-browser.tsx"),
      ...readdirSync(join(project, "plugins")).map((plugin) => join(project, "plugins", plugin, "gatsby-browser.tsx")),
    ].filter((file) => existsSync(file))
    expect(browserApis.length).toBeGreaterThan(1)
    for (const file of browserApis) expect(readFileSync(file, "utf8")).not.toMatch(/registerServiceWorker/)
    const gatsbyConfig = readFileSync(join(project, "gatsby-config.ts"), "utf8")
    expect(gatsbyConfig).not.toMatch(/gatsby-plugin-offline|gatsby-plugin-pwa/)
  })

  it("replaces nothing else: another module's request of the same name, or the right request from elsewhere, keeps its own code", () => {
    expect(stubFor("./register-service-worker", join(project, "src", "lib"), project)).toBeUndefined()
    expect(stubFor("./utils/inject-partytown-snippet", join(project, "src"), project)).toBeUndefined()
    expect(stubFor("./loader", join(project, ".cache"), project)).toBeUndefined()
  })

  it("each stub exists, and the service-worker stub fails loudly if a plugin ever needs it", async () => {
    for (const { stub } of deadCodeReplacements) expect(existsSync(join(project, stub))).toBe(true)
    await expect(import(serviceWorkerStub)).rejects.toThrow(/service-worker registration/i)
    const { injectPartytownSnippet } = (await import(partytownStub)) as { injectPartytownSnippet: () => void }
    expect(injectPartytownSnippet()).toBeUndefined()
  })
})
