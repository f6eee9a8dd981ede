/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { VideoFacade } from "../../../src/components/ui/video/VideoFacade"
import { hostedVideos } from "../../../src/config/video-hosting"
import { VIDEO_PROVIDER_META_NAME } from "../../../src/lib/video/provider"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { stubReducedMotion } from "../../support/match-media"
import { jsonpFor } from "../../support/fake-video-provider"

const PROVIDER = "https://videos.provider.example"
const intro = hostedVideos["introduction"]

let io: IntersectionObserverStub
const fetchMock = jest.fn()

beforeEach(() => {
  stubReducedMotion(false)
  io = stubIntersectionObserver()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})

afterEach(() => {
  io.restore()
  document.head.querySelector(`meta[name="${VIDEO_PROVIDER_META_NAME}"]`)?.remove()
  jest.restoreAllMocks()
})

/** The page says where its videos play, as gatsby-ssr writes it when a provider is configured. */
function configureProvider(base: string): void {
  const meta = document.createElement("meta")
  meta.name = VIDEO_PROVIDER_META_NAME
  meta.content = base
  document.head.append(meta)
}

const answer = (status: number, text: string) => ({ ok: status >= 200 && status < 300, status, text: async () => text })
const knownVideo = jsonpFor("p9x4k2m7qa", {
  media: { name: "Pipeline Rescue Live", duration: 2712, assets: [{ type: "still_image", url: `${PROVIDER}/deliveries/still.bin` }] },
})

describe("the site's own videos (no provider configured)", () => {
  test("a facade named after the video, with its length; playing puts the browser's player in its place and focus in the player", async () => {
    render(<VideoFacade videoId="introduction" title="What the content calls it" />)
    const play = screen.getByRole("button", { name: `Play video: ${intro.title}` })
    expect(play).toHaveAccessibleDescription("Length: 1 minute")
    expect(play.querySelector("img")).toHaveAttribute("src", intro.poster)
    expect(screen.getByText("1:00")).toBeInTheDocument()

    await userEvent.click(play)
    const video = (await screen.findByLabelText(intro.title, { selector: "video" })) as HTMLVideoElement
    expect(video.querySelector("source")).toHaveAttribute("src", intro.src)
    expect(video.querySelector("track")).toHaveAttribute("kind", "captions")
    await waitFor(() => expect(video).toHaveFocus())
    expect(screen.queryByRole("button", { name: /^Play video/ })).not.toBeInTheDocument()
    // Nothing of a provider was asked for.
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test("an id the library lacks: the facade says it cannot be played, and nothing is offered to press", () => {
    render(<VideoFacade videoId="p9x4k2m7qa" title="Pipeline Rescue Live" />)
    expect(screen.getByText("Pipeline Rescue Live")).toBeInTheDocument()
    expect(screen.getByText(/This video can't be played here/)).toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})

describe("a provider's videos", () => {
  beforeEach(() => configureProvider(PROVIDER))

  test("nothing is asked of the provider until the facade nears the viewport; then its metadata names it", async () => {
    fetchMock.mockResolvedValue(answer(200, knownVideo))
    render(<VideoFacade videoId="p9x4k2m7qa" title="Pipeline Rescue Live: reviving stalled deals" durationText="45 min" />)
    // The content's name and length until the provider's are known.
    const play = screen.getByRole("button", { name: "Play video: Pipeline Rescue Live: reviving stalled deals" })
    expect(play).toHaveAccessibleDescription("Length: 45 minutes")
    expect(play.querySelector("img")).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()

    act(() => io.fireAll(true))
    expect(fetchMock).toHaveBeenCalledWith(`${PROVIDER}/embed/medias/p9x4k2m7qa.jsonp`, expect.objectContaining({ signal: expect.any(AbortSignal) }))
    const named = await screen.findByRole("button", { name: "Play video: Pipeline Rescue Live" })
    expect(named).toHaveAccessibleDescription("Length: 45 minutes 12 seconds")
    expect(named.querySelector("img")).toHaveAttribute("src", `${PROVIDER}/deliveries/still.jpg`)
    expect(document.querySelector("iframe")).toBeNull()
  })

  test("playing loads the provider's player, autoplaying, in the frame, and moves focus into it", async () => {
    fetchMock.mockResolvedValue(answer(200, knownVideo))
    render(<VideoFacade videoId="p9x4k2m7qa" title="Pipeline Rescue Live" />)
    act(() => io.fireAll(true))
    await userEvent.click(await screen.findByRole("button", { name: "Play video: Pipeline Rescue Live" }))
    const player = screen.getByTitle("Video: Pipeline Rescue Live")
    expect(player.tagName).toBe("IFRAME")
    expect(player).toHaveAttribute("src", `${PROVIDER}/embed/iframe/p9x4k2m7qa?autoPlay=true`)
    await waitFor(() => expect(player).toHaveFocus())
  })

  test("under reduced motion the provider's player waits for the visitor to press its play", async () => {
    stubReducedMotion(true)
    fetchMock.mockResolvedValue(answer(200, knownVideo))
    render(<VideoFacade videoId="p9x4k2m7qa" title="Pipeline Rescue Live" />)
    act(() => io.fireAll(true))
    await userEvent.click(await screen.findByRole("button", { name: "Play video: Pipeline Rescue Live" }))
    expect(screen.getByTitle("Video: Pipeline Rescue Live")).toHaveAttribute("src", `${PROVIDER}/embed/iframe/p9x4k2m7qa`)
  })

  test("a blocked provider: the facade says so and links to the recording on the provider's page; no player is loaded", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<VideoFacade videoId="p9x4k2m7qa" title="Pipeline Rescue Live" />)
    act(() => io.fireAll(true))
    expect(await screen.findByText(/could not be reached from your browser or network/)).toBeInTheDocument()
    const link = screen.getByRole("link", { name: /Open the recording on the video host/ })
    expect(link).toHaveAttribute("href", `${PROVIDER}/embed/iframe/p9x4k2m7qa`)
    expect(link).toHaveAttribute("target", "_blank")
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(document.querySelector("iframe")).toBeNull()
  })

  test("pressed before the metadata came, on an id the provider does not know: it loads, then says so with focus on the message", async () => {
    let respond: (value: unknown) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)))
    render(<VideoFacade videoId="zzzzzzzzzz" title="A retired video" />)
    await userEvent.click(screen.getByRole("button", { name: "Play video: A retired video" }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("status")).toHaveTextContent("Loading video…")

    await act(async () => respond(answer(200, jsonpFor("zzzzzzzzzz", { error: true, iframe: true }))))
    const message = screen.getByText(/it is not available at the moment/).parentElement!
    await waitFor(() => expect(message).toHaveFocus())
    expect(document.querySelector("iframe")).toBeNull()
  })
})
