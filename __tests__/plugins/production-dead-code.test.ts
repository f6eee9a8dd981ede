import { existsSync, readFileSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { deadCodeReplacements, stubFor } from "../../plugins/gatsby-plugin-site-runtime/production-dead-code"

const project = join(__dirname, "..", "..")
const gatsbyDir = dirname(require.resolve("gatsby/package.json"))
const partytownBrowser = join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")
const productionApp = join(gatsbyDir, "cache-dir", "production-app.js")
const stubOf = (request: string): string => join(project, deadCodeReplacements.find((replacement) => replacement.request === request)!.stub)
const partytownStub = stubOf("./utils/inject-partytown-snippet")
const gatsbyScriptStub = stubOf("gatsby-script")
const serviceWorkerStub = stubOf("./register-service-worker")

describe("Gatsby's modules stubbed out of the production browser bundle", () => {
  it("the partytown plugin's browser side still does nothing outside `gatsby develop` and still asks for the snippet injector and gatsby-script by the replaced requests", () => {
    const source = readFileSync(partytownBrowser, "utf8")
    expect(source).toContain('require("./utils/inject-partytown-snippet")')
    expect(source).toContain('require("gatsby-script")')
    // The only uses of the injector and of gatsby-script sit behind this early return.
    const [beforeReturn, afterReturn] = source.split(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/) as [string, string | undefined]
    expect(afterReturn).toMatch(/^\s*\(0, _injectPartytownSnippet\.injectPartytownSnippet\)\(_gatsbyScript\.collectedScriptsByPage/)
    expect(beforeReturn.match(/_gatsbyScript\.|_injectPartytownSnippet\./g)).toBeNull()
    expect(stubFor("./utils/inject-partytown-snippet", dirname(partytownBrowser), project)).toBe(partytownStub)
    expect(stubFor("gatsby-script", dirname(partytownBrowser), project)).toBe(gatsbyScriptStub)
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
    // The site's own <Script> and Gatsby's re-export of it keep the real gatsby-script.
    expect(stubFor("gatsby-script", join(project, "src", "components", "consent"), project)).toBeUndefined()
    expect(stubFor("gatsby-script", join(project, ".cache"), project)).toBeUndefined()
  })

  it("each stub exists, and the service-worker stub fails loudly if a plugin ever needs it", async () => {
    for (const { stub } of deadCodeReplacements) expect(existsSync(join(project, stub))).toBe(true)
    await expect(import(serviceWorkerStub)).rejects.toThrow(/service-worker registration/i)
    const { injectPartytownSnippet } = (await import(partytownStub)) as { injectPartytownSnippet: () => void }
    expect(injectPartytownSnippet()).toBeUndefined()
    const { collectedScriptsByPage } = (await import(gatsbyScriptStub)) as { collectedScriptsByPage: Map<string, unknown> }
    expect(collectedScriptsByPage.get("/")).toBeUndefined()
  })
})
