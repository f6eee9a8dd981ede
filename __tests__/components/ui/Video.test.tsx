/** @jest-environment jsdom */
import React, { useState } from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { VideoModal } from "../../../src/components/ui/video/VideoModal"
import { AutoplayVideo, AUTOPLAY_VISIBLE_RATIO } from "../../../src/components/ui/video/AutoplayVideo"
import { PAGE_OVERLAY_ATTRIBUTE } from "../../../src/components/ui/video/usePageOverlay"
import { videos } from "../../../src/config/videos"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { stubReducedMotion } from "../../support/match-media"

function IntroVideo(): React.JSX.Element {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch the intro
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} title="Rapport in 60 seconds" video={videos.introduction} />
    </>
  )
}

beforeEach(() => stubReducedMotion(false))

test("the video modal plays the hosted video with captions, toggles the page overlay and closes", async () => {
  render(<IntroVideo />)
  expect(document.documentElement).not.toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE)

  await userEvent.click(screen.getByRole("button", { name: "Watch the intro" }))
  const dialog = screen.getByRole("dialog", { name: "Rapport in 60 seconds" })
  expect(document.documentElement).toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE, "on")
  // The player arrives in its own chunk.
  const video = (await screen.findByLabelText(videos.introduction.title, { selector: "video" })) as HTMLVideoElement
  expect(dialog).toContainElement(video)
  expect(video.querySelector("source")).toHaveAttribute("src", "/videos/rapport-in-60-seconds.mp4")
  expect(video.querySelector("track")).toHaveAttribute("kind", "captions")
  expect(video.autoplay).toBe(true)

  await userEvent.click(screen.getByRole("button", { name: "Close" }))
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  expect(document.documentElement).not.toHaveAttribute(PAGE_OVERLAY_ATTRIBUTE)
  expect(screen.getByRole("button", { name: "Watch the intro" })).toHaveFocus()
})

test("under reduced motion the opened video waits for the visitor to press play", async () => {
  stubReducedMotion(true)
  render(<IntroVideo />)
  await userEvent.click(screen.getByRole("button", { name: "Watch the intro" }))
  const video = (await screen.findByLabelText(videos.introduction.title, { selector: "video" })) as HTMLVideoElement
  expect(video.autoplay).toBe(false)
})

describe("AutoplayVideo", () => {
  let io: IntersectionObserverStub
  let play: jest.SpyInstance
  let pause: jest.SpyInstance

  beforeEach(() => {
    io = stubIntersectionObserver()
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
    pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
  })

  afterEach(() => jest.restoreAllMocks())

  const see = (ratio: number) =>
    act(() => {
      io.fireAll(ratio)
    })

  test("it requests nothing until near the viewport, and plays only while at least half visible", () => {
    render(<AutoplayVideo video={videos.mobileApp} label="The mobile app" />)
    const video = screen.getByLabelText("The mobile app") as HTMLVideoElement
    expect(video).not.toHaveAttribute("src")
    expect(video).not.toHaveAttribute("poster")
    expect(video.muted).toBe(true)

    see(0.3)
    expect(video).toHaveAttribute("src", videos.mobileApp.src)
    expect(video).toHaveAttribute("poster", videos.mobileApp.poster)
    expect(play).not.toHaveBeenCalled()

    see(AUTOPLAY_VISIBLE_RATIO)
    expect(play).toHaveBeenCalledTimes(1)

    see(0.2)
    expect(pause).toHaveBeenCalled()
  })

  test("its pause control stops it while visible", async () => {
    render(<AutoplayVideo video={videos.mobileApp} label="The mobile app" />)
    see(1)
    expect(play).toHaveBeenCalledTimes(1)
    pause.mockClear()
    fireEvent.click(screen.getByRole("button", { name: "Pause video: The mobile app" }))
    expect(pause).toHaveBeenCalled()
  })

  test("under reduced motion it never plays by itself", async () => {
    stubReducedMotion(true)
    render(<AutoplayVideo video={videos.mobileApp} label="The mobile app" />)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    see(1)
    expect(play).not.toHaveBeenCalled()
    expect(screen.queryByRole("button", { name: /video: The mobile app/ })).not.toBeInTheDocument()
  })
})
