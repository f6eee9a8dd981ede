/** @jest-environment jsdom */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CtaItem, CtaList, type CtaItemView } from "../../../src/components/cta/CtaItem"
import { BlockCtas } from "../../../src/components/cta/BlockCtas"
import { ctaView, type CtaItemInput } from "../../../src/lib/cta/cta-item"
import { analyticsEventName } from "../../../src/lib/analytics/track"
import { hostedVideos } from "../../../src/config/video-hosting"
import { PAGE_OVERLAY_ATTRIBUTE } from "../../../src/components/ui/video/usePageOverlay"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { stubReducedMotion } from "../../support/match-media"
import type { CmsImageData } from "../../../src/components/ui/CmsImage"

const PLACEMENT = "Two up / Know what everyone said"

/** A CTA item as the CMS gives it, through the same lib function the blocks use. */
function view(fields: Partial<CtaItemInput<CmsImageData>>): CtaItemView {
  const result = ctaView<CmsImageData>({ __typename: "CmsCtasCtasEntry", cmsId: "1", button: { customText: "Try Rapport free", url: "/signup" }, ...fields })
  if (!result) throw new Error("not a CTA")
  return result
}

const dataLayer = (): Array<Record<string, unknown>> =>
  ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === analyticsEventName)

let io: IntersectionObserverStub
beforeEach(() => {
  ;(window as unknown as { dataLayer?: unknown }).dataLayer = []
  stubReducedMotion(true)
  io = stubIntersectionObserver()
})
afterEach(() => io.restore())

describe("type ctas: a button", () => {
  test("a link CTA is a link to its URL, and its click reports the placement", async () => {
    const user = userEvent.setup()
    render(<CtaItem cta={view({ button: { customText: "See pricing", url: "/pricing" } })} placement={PLACEMENT} />)
    const link = screen.getByRole("link", { name: "See pricing" })
    expect(link).toHaveAttribute("href", "/pricing")
    expect(link).not.toHaveAttribute("target")
    link.addEventListener("click", (event) => event.preventDefault())
    await user.click(link)
    expect(dataLayer()).toEqual([expect.objectContaining({ eventCategory: "CTA Click", eventAction: "See pricing", eventLabel: PLACEMENT })])
  })

  test("a link to an entry goes to the entry's page here, named by the entry's title", () => {
    render(
      <CtaItem
        cta={view({ button: { type: "entry", url: "https://cms.rapport.example/pricing", text: "See pricing", element: { path: "/pricing" } } })}
        placement={PLACEMENT}
      />,
    )
    expect(screen.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing")
  })

  test("the editor's aria-label and title reach the rendered link, and a personalised label drops the aria-label", () => {
    const cta = view({ button: { url: "/signup", customText: "Start", ariaLabel: "Start your free Rapport trial", title: "14 days, no card needed" } })
    const { rerender } = render(<CtaItem cta={cta} placement={PLACEMENT} />)
    const link = screen.getByRole("link", { name: "Start your free Rapport trial" })
    expect(link).toHaveAttribute("title", "14 days, no card needed")
    expect(link).toHaveTextContent("Start")
    rerender(<CtaItem cta={cta} placement={PLACEMENT} labelOverride="Go to Rapport" />)
    expect(screen.getByRole("link", { name: "Go to Rapport" })).not.toHaveAttribute("aria-label")
  })

  test("an external URL opens in a new tab with rel noopener, and says so to screen readers", () => {
    render(<CtaItem cta={view({ button: { customText: "Open the Help Center", url: "https://help.rapport.example" } })} placement={PLACEMENT} />)
    const link = screen.getByRole("link", { name: "Open the Help Center (opens in a new tab)" })
    expect(link).toHaveAttribute("target", "_blank")
    expect(link.getAttribute("rel")).toContain("noopener")
  })

  test("the editor's '_self' keeps an external link in this tab", () => {
    render(<CtaItem cta={view({ button: { customText: "Login", url: "https://app.rapport.example/users/sign_in", target: "_self" } })} placement={PLACEMENT} />)
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("target", "_self")
  })

  test("a sign-up CTA reports 'Free Trial' / 'Sign Up - {text}' with its placement (SPEC 7.4)", async () => {
    const user = userEvent.setup()
    render(<CtaItem cta={view({})} placement="Hero / Every client relationship" />)
    const link = screen.getByRole("link", { name: "Try Rapport free" })
    link.addEventListener("click", (event) => event.preventDefault())
    await user.click(link)
    expect(dataLayer()).toEqual([
      expect.objectContaining({ eventCategory: "Free Trial", eventAction: "Sign Up - Try Rapport free", eventLabel: "Hero / Every client relationship" }),
    ])
  })

  test.each([
    [{ buttonColor: [{ slug: "pink" }] }, "primary"],
    [{ buttonColor: [{ slug: "white" }] }, "light"],
    [{ buttonColor: [{ slug: "navy" }] }, "dark"],
    [{ buttonColor: [{ slug: "outline" }] }, "secondary"],
    [{ buttonColor: [{ slug: "white" }], takeBackgroundColor: true }, "background"],
  ])("buttonColor and takeBackgroundColor choose the button's colour: %j → %s", (fields, color) => {
    render(<CtaItem cta={view(fields)} placement={PLACEMENT} />)
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("data-cta-color", color)
  })

  test("a label override replaces the content's label (personalisation); an empty one keeps it", () => {
    const { rerender } = render(<CtaItem cta={view({})} placement={PLACEMENT} labelOverride="Go to Rapport" />)
    expect(screen.getByRole("link", { name: "Go to Rapport" })).toHaveAttribute("href", "/signup")
    rerender(<CtaItem cta={view({})} placement={PLACEMENT} labelOverride="" />)
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toBeInTheDocument()
  })
})

describe("modalTrigger", () => {
  test("is a button that opens the demo-request dialog with the demo form, reports its click, and closes back to itself", async () => {
    const user = userEvent.setup()
    render(<CtaItem cta={view({ modalTrigger: true, button: { customText: "Book a demo", url: "/demos" } })} placement="CTA banner / Get started for free" />)
    expect(screen.queryByRole("link")).toBeNull()
    const trigger = screen.getByRole("button", { name: "Book a demo" })
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog")
    expect(screen.queryByRole("dialog")).toBeNull()
    await user.click(trigger)
    const dialog = await screen.findByRole("dialog", { name: "It's demo time" })
    expect(await within(dialog).findByRole("form", { name: "Demo request" })).toBeInTheDocument()
    expect(dataLayer()).toEqual([
      expect.objectContaining({ eventCategory: "CTA Click", eventAction: "Book a demo", eventLabel: "CTA banner / Get started for free" }),
    ])
    await user.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(trigger).toHaveFocus()
  })
})

describe("videoModal + videoId", () => {
  test("is a button that opens a dialog playing that video, with the page overlay on", async () => {
    const user = userEvent.setup()
    render(
      <CtaItem
        cta={view({ videoModal: true, videoId: "introduction", button: { customText: "Watch the 60-second tour", url: "/demos" } })}
        placement={PLACEMENT}
      />,
    )
    const trigger = screen.getByRole("button", { name: "Watch the 60-second tour" })
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog")
    await user.click(trigger)
    const dialog = await screen.findByRole("dialog", { name: "Watch the 60-second tour" })
    await waitFor(() => expect(dialog.querySelector("video source")).toHaveAttribute("src", hostedVideos["introduction"].src))
    expect(document.documentElement).toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE, "on")
    expect(dataLayer()).toEqual([expect.objectContaining({ eventCategory: "CTA Click", eventAction: "Watch the 60-second tour", eventLabel: PLACEMENT })])
    await user.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(document.documentElement).not.toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE)
    expect(trigger).toHaveFocus()
  })

  test("an id the site cannot play says so in the dialog instead of an empty player", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(
      <CtaItem
        cta={view({ videoModal: true, videoId: "not-a-sample-video", button: { customText: "Watch the webinar", url: "/webinars" } })}
        placement={PLACEMENT}
      />,
    )
    await user.click(screen.getByRole("button", { name: "Watch the webinar" }))
    const dialog = await screen.findByRole("dialog", { name: "Watch the webinar" })
    expect(await within(dialog).findByText(/can't be played here/)).toBeInTheDocument()
  })
})

describe("type imageCta: a button on a background image", () => {
  const image = {
    altText: "Brightline Studio's team at their planning wall",
    title: "Brightline Studio",
    picture: {
      layout: "constrained",
      width: 600,
      height: 400,
      sizes: "600px",
      src: "/assets/_transforms/brightline.jpg",
      srcSet: "/assets/_transforms/brightline.jpg 600w",
      sources: [],
    },
  } satisfies CmsImageData

  test("shows the image with its alt text and the button over it", () => {
    render(
      <CtaItem
        cta={view({
          __typename: "CmsCtasImageCtaEntry",
          backgroundImage: image,
          button: { customText: "Read Brightline Studio's story", url: "/resources/brightline-studio-case-study" },
        })}
        placement={PLACEMENT}
      />,
    )
    expect(screen.getByRole("img", { name: "Brightline Studio's team at their planning wall" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read Brightline Studio's story" })).toHaveAttribute("href", "/resources/brightline-studio-case-study")
  })
})

describe("type link: a text link", () => {
  test("is a link with an arrow that screen readers skip, underlined unless ctaRemoveUnderline", () => {
    const { rerender } = render(
      <CtaItem
        cta={view({ __typename: "CmsCtasLinkEntry", button: { customText: "See the Google Workspace CRM", url: "/google-workspace-crm" } })}
        placement={PLACEMENT}
      />,
    )
    const link = screen.getByRole("link", { name: "See the Google Workspace CRM" })
    expect(link).toHaveAttribute("data-cta-underline", "underline")
    expect(link).not.toHaveAttribute("data-cta-color")
    rerender(
      <CtaItem
        cta={view({
          __typename: "CmsCtasLinkEntry",
          ctaRemoveUnderline: true,
          button: { customText: "See the Google Workspace CRM", url: "/google-workspace-crm" },
        })}
        placement={PLACEMENT}
      />,
    )
    expect(screen.getByRole("link", { name: "See the Google Workspace CRM" })).toHaveAttribute("data-cta-underline", "none")
  })

  test("a link-type modal trigger is a button too", () => {
    render(
      <CtaItem
        cta={view({ __typename: "CmsCtasLinkEntry", modalTrigger: true, button: { customText: "Talk to sales", url: "/demos" } })}
        placement={PLACEMENT}
      />,
    )
    expect(screen.getByRole("button", { name: "Talk to sales" })).toHaveAttribute("aria-haspopup", "dialog")
  })
})

test("CtaList renders every CTA with the block's placement, and the i-th label override", () => {
  render(
    <CtaList
      ctas={[view({ cmsId: "a" }), view({ cmsId: "b", modalTrigger: true, button: { customText: "Book a demo", url: "/demos" } })]}
      placement={PLACEMENT}
      labelOverrides={[null, "Talk to us"]}
    />,
  )
  expect(screen.getByRole("link", { name: "Try Rapport free" })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Talk to us" })).toBeInTheDocument()
})

describe("a block's own demo form among its CTAs (hero signupFormType 'modal')", () => {
  const form = { block: "hero-1", formId: "1062", success: { successMessage: "Thanks! A pipeline specialist will email you." } }
  const legacy = [
    { customText: "Try Rapport free", url: "/signup" },
    { customText: "Book a walkthrough", url: "/demos" },
  ]

  test("the form's button takes the place and label of the CTA that asks for a demo, so there is one way to it, and its press reports the placement", async () => {
    const user = userEvent.setup()
    render(<BlockCtas items={[]} links={legacy} placement="Hero / Track deals" demoForm={{ form }} />)
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Try Rapport free"])
    const button = screen.getByRole("button", { name: "Book a walkthrough" })
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    expect(button.parentElement?.children[1]).toBe(button)
    // It keeps the look of the link it replaces: the second, outlined one.
    expect(button.className).toBe(screen.getByRole("link", { name: "Try Rapport free" }).className.replace(/\bprimary\b/, "secondary"))
    await user.click(button)
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ eventCategory: "CTA Click", eventAction: "Book a walkthrough", eventLabel: "Hero / Track deals" }),
    )
    expect(await screen.findByRole("dialog", { name: "It's demo time" })).toBeInTheDocument()
  })

  test("with no CTA asking for a demo, the button comes last, labelled 'Get a demo'; without a form nothing is replaced", () => {
    const { unmount } = render(<BlockCtas items={[]} links={[legacy[0]]} placement="Hero" demoForm={{ form }} />)
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Get a demo" }).previousElementSibling).toBe(screen.getByRole("link", { name: "Try Rapport free" }))
    unmount()
    render(<BlockCtas items={[]} links={legacy} placement="Hero" />)
    expect(screen.getByRole("link", { name: "Book a walkthrough" })).toHaveAttribute("href", "/demos")
    expect(screen.queryByRole("button")).toBeNull()
  })
})
