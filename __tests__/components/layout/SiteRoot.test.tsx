/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { Script, useStaticQuery } from "gatsby"
import { SiteRoot } from "../../../src/components/layout/SiteRoot"

const siteRootData = (cmsPreview: boolean) => ({ site: { siteMetadata: { cmsPreview } }, personalization: null })

describe("SiteRoot", () => {
  test("a preview build shows the Preview banner on every page", async () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteRootData(true))
    render(
      <SiteRoot>
        <main>Draft page</main>
      </SiteRoot>,
    )
    const banner = await screen.findByRole("complementary", { name: "Preview" })
    expect(banner).toHaveTextContent(/^Preview/)
    expect(banner).toHaveTextContent("Drafts included")
  })

  test("the live site has no banner", () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteRootData(false))
    render(
      <SiteRoot>
        <main>Live page</main>
      </SiteRoot>,
    )
    expect(screen.getByRole("main")).toHaveTextContent("Live page")
    expect(screen.queryByRole("complementary", { name: "Preview" })).toBeNull()
  })

  describe("third-party scripts (SPEC 7.4)", () => {
    // A build that configures one: __tests__/components/layout/third-party-scripts.test.tsx.
    test("the embedded default configures none, and nothing is loaded", async () => {
      jest.mocked(Script).mockClear()
      jest.mocked(useStaticQuery).mockReturnValue(siteRootData(false))
      render(
        <SiteRoot>
          <main>Live page</main>
        </SiteRoot>,
      )
      // Let any lazy import settle before asserting nothing rendered a script.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(jest.mocked(Script)).not.toHaveBeenCalled()
    })
  })
})
