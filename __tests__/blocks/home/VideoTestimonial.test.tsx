/** @jest-environment jsdom */
import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { VideoTestimonial } from "../../../src/blocks/home/VideoTestimonial/VideoTestimonial"
import { videoTestimonial } from "../../../src/blocks/home/VideoTestimonial/VideoTestimonial.content"
import { videos } from "../../../src/config/videos"
import { PAGE_OVERLAY_ATTRIBUTE } from "../../../src/components/ui/video/usePageOverlay"
import { homeInputs } from "../../support/home"

const inputs = homeInputs()
const thumbnail = () => screen.getByRole("button", { name: `Play video: ${videos.testimonial.title}` })

/** Opens the modal from the thumbnail and waits for the lazily loaded player. */
async function openVideo(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(thumbnail())
  const dialog = await screen.findByRole("dialog", { name: videos.testimonial.title })
  await waitFor(() => expect(dialog.querySelector("video source")).toHaveAttribute("src", videos.testimonial.src))
  return dialog
}

test("the quote names the customer by first name with the role 'Account Manager / Client Superstar'", () => {
  render(<VideoTestimonial id="video-testimonial" inputs={inputs} />)
  const section = screen.getByRole("region", { name: videoTestimonial.heading })
  expect(section).toHaveAttribute("id", "video-testimonial")
  const figure = within(section).getByRole("figure")
  expect(within(figure).getByRole("blockquote")).toHaveTextContent(`“${videoTestimonial.quote}”`)
  expect(within(figure).getByText("Jess")).toBeInTheDocument()
  expect(within(figure).getByText("Account Manager / Client Superstar")).toBeInTheDocument()
  expect(screen.queryByRole("dialog")).toBeNull()
})

test("the thumbnail opens the testimonial video in a modal, with the page overlay on", async () => {
  const user = userEvent.setup()
  render(<VideoTestimonial id="video-testimonial" inputs={inputs} />)
  const dialog = await openVideo(user)
  expect(dialog).toHaveAttribute("open")
  expect(document.documentElement).toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE, "on")
})

test("the close button closes the modal, turns the overlay off and returns focus to the thumbnail", async () => {
  const user = userEvent.setup()
  render(<VideoTestimonial id="video-testimonial" inputs={inputs} />)
  const dialog = await openVideo(user)
  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  expect(screen.queryByRole("dialog")).toBeNull()
  expect(document.documentElement).not.toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE)
  expect(thumbnail()).toHaveFocus()
})

test("Escape closes the modal and returns focus to the thumbnail", async () => {
  const user = userEvent.setup()
  render(<VideoTestimonial id="video-testimonial" inputs={inputs} />)
  thumbnail().focus()
  await user.keyboard("{Enter}")
  const dialog = await screen.findByRole("dialog", { name: videos.testimonial.title })
  await waitFor(() => expect(dialog.querySelector("video")).not.toBeNull())
  // A browser answers Escape in a modal dialog with a 'cancel' event; jsdom does not, so send it.
  act(() => {
    fireEvent(dialog, new Event("cancel", { cancelable: true }))
  })
  expect(screen.queryByRole("dialog")).toBeNull()
  expect(thumbnail()).toHaveFocus()
})

test("the pointer leaving the window does not open the video (no exit intent here)", () => {
  render(<VideoTestimonial id="video-testimonial" inputs={inputs} />)
  fireEvent.mouseOut(document, { relatedTarget: null, clientY: -5 })
  fireEvent.mouseLeave(document.documentElement, { relatedTarget: null, clientY: -5 })
  expect(screen.queryByRole("dialog")).toBeNull()
})
