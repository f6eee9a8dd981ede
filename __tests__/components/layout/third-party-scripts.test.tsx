/** @jest-environment jsdom */
/* eslint-disable @typescript-eslint/no-require-imports -- the configuration must be in the environment before the modules load */
import type React from "react"
import type * as TestingLibrary from "@testing-library/react"
import type * as Gatsby from "gatsby"
import type * as GatsbyScript from "gatsby-script"
import type * as SiteRootModule from "../../../src/components/layout/SiteRoot"
import type * as PageShellModule from "../../../src/components/layout/PageShell"
import { consentTo } from "../../support/consent"

// A visitor who allowed all cookies: Marketo, the marketing scripts and the campaign on links wait for it (lib/consent; __tests__/lib/consent).
beforeEach(() => consentTo({ analytics: true, marketing: true }))

// Gatsby inlines GATSBY_ variables at build time; here the config module reads them when it
// loads, so they are set before anything is required.
process.env.GATSBY_MARKETING_AUTOMATION_SCRIPT_URL = "https://munchkin.example/munchkin.js"
process.env.GATSBY_LINK_ATTRIBUTION_SCRIPT_URL = ""

const { render, screen, waitFor } = require("@testing-library/react") as typeof TestingLibrary
const { createElement } = require("react") as typeof React
const { useStaticQuery } = require("gatsby") as typeof Gatsby
const { Script } = require("gatsby-script") as typeof GatsbyScript
const { SiteRoot } = require("../../../src/components/layout/SiteRoot") as typeof SiteRootModule
const { PageShell } = require("../../../src/components/layout/PageShell") as typeof PageShellModule

// A page as the site renders it: the scripts wait in the consent controls, which every page's shell holds.
const livePage = () =>
  createElement(SiteRoot, null, createElement(PageShell, { navigation: "none", path: "/", children: createElement("p", null, "Live page") }))

test("a build that configures a third-party script loads it once the page is idle", async () => {
  jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata: { cmsPreview: false } }, personalization: null })
  render(livePage())
  expect(screen.getByRole("main")).toHaveTextContent("Live page")
  await waitFor(() =>
    expect(jest.mocked(Script)).toHaveBeenCalledWith(
      expect.objectContaining({ src: "https://munchkin.example/munchkin.js", strategy: "idle" }),
      expect.anything(),
    ),
  )
  // The link-attribution script is not configured: only one script is asked for.
  expect(new Set(jest.mocked(Script).mock.calls.map(([props]) => props.src))).toEqual(new Set(["https://munchkin.example/munchkin.js"]))
})

test("without marketing consent the marketing-automation script is not asked for; a yes brings it", async () => {
  jest.mocked(Script).mockClear()
  consentTo({ analytics: true, marketing: false })
  jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata: { cmsPreview: false } }, personalization: null })
  render(livePage())
  expect(screen.getByRole("main")).toHaveTextContent("Live page")
  expect(jest.mocked(Script)).not.toHaveBeenCalled()
  consentTo({ analytics: true, marketing: true })
  await waitFor(() =>
    expect(jest.mocked(Script)).toHaveBeenCalledWith(expect.objectContaining({ src: "https://munchkin.example/munchkin.js" }), expect.anything()),
  )
})
