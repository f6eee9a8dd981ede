/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { SiteRoot } from "../../../src/components/layout/SiteRoot"

const siteRootData = (cmsPreview: boolean) => ({ site: { siteMetadata: { cmsPreview } }, personalization: null })

describe("SiteRoot", () => {
  test("a preview build shows the Preview banner on every page", async () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteRootData(true))
    render(<SiteRoot><main>Draft page</main></SiteRoot>)
    const banner = await screen.findByRole("complementary", { name: "Preview" })
    expect(banner).toHaveTextContent(/^Preview/)
    expect(banner).toHaveTextContent("Drafts included")
  })

  test("the live site has no banner", () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteRootData(false))
    render(<SiteRoot><main>Live page</main></SiteRoot>)
    expect(screen.getByRole("main")).toHaveTextContent("Live page")
    expect(screen.queryByRole("complementary", { name: "Preview" })).toBeNull()
  })
})
