import React, { useEffect, useId, useRef, useState } from "react"
import { hostedVideos, videoProvider } from "../../../config/video-hosting"
import { useNearViewport } from "../../../hooks/useNearViewport"
import { formatDuration, parseDurationText, spokenDuration } from "../../../lib/video/duration"
import { fetchVideoMetadata, isVideoUnavailable, type UnavailableReason, type VideoMetadata } from "../../../lib/video/provider-metadata"
import { VIDEO_PROVIDER_META_NAME, metadataUrl, normaliseProviderBase, playerUrl, resolveVideo } from "../../../lib/video/provider"
import VideoPlayer from "./VideoPlayer"
import { prefersReducedMotion } from "./reduced-motion"

/** The provider base: on the server the build's setting, in the browser the page's (which the server wrote from the same setting). */
function currentProviderBase(): string | null {
  if (typeof document === "undefined") return normaliseProviderBase(videoProvider.baseUrl)
  return normaliseProviderBase(document.querySelector<HTMLMetaElement>(`meta[name="${VIDEO_PROVIDER_META_NAME}"]`)?.content)
}

/** How far ahead of the viewport the provider is asked for the video's title, length and poster. */
const METADATA_MARGIN = "300px 0px"

export interface VideoFacadeProps {
  /** The CMS's video id (a blog block's wistiaVideoCode, a webinar's embeddedVideo). */
  videoId: string | null | undefined
  /** The content's name for the video, shown until (or unless) the video's own is known. */
  title: string | null | undefined
  /** The content's length as editors wrote it ('45 min'), shown until the video's own is known. */
  durationText?: string | null
  /** Play at once, without showing the play button first: the facade is in a video modal the visitor just opened to watch it. */
  startPlaying?: boolean
}

type Metadata = { state: "idle" | "loading" } | { state: "ready"; metadata: VideoMetadata } | { state: "failed"; reason: UnavailableReason }

/**
 * A video that costs nothing until it is played (DESIGN 6): a poster, the title, the length
 * and a play button in a fixed 16:9 frame (nothing shifts when the player replaces it).
 * Pressing play puts the player in its place and moves focus into it. Where the video
 * plays is decided by lib/video/provider.ts: the site's own sample videos play in the
 * browser's own player (VideoPlayer, in this chunk); a provider's are described by its
 * metadata, fetched as the facade nears the viewport, and play in the provider's iframe,
 * which is requested only on play. A video that cannot play here (an unknown id, a blocked
 * or failing provider) says so and links to the recording where there is one.
 */
export function VideoFacade({ videoId, title, durationText, startPlaying = false }: VideoFacadeProps): React.JSX.Element {
  const [resolved] = useState(() => resolveVideo(videoId, { providerBase: currentProviderBase(), hosted: hostedVideos }))
  const frameRef = useRef<HTMLDivElement>(null)
  const [metadata, setMetadata] = useState<Metadata>({ state: "idle" })
  const [playRequested, setPlayRequested] = useState(startPlaying)
  const near = useNearViewport(frameRef, METADATA_MARGIN, resolved.kind === "provider")
  const durationId = useId()

  const wantMetadata = resolved.kind === "provider" && (near || playRequested)
  useEffect(() => {
    if (!wantMetadata || resolved.kind !== "provider" || metadata.state !== "idle") return
    setMetadata({ state: "loading" })
    fetchVideoMetadata(metadataUrl(resolved.base, resolved.id)).then(
      (result) => setMetadata({ state: "ready", metadata: result }),
      (error: unknown) => {
        console.warn(`Video ${resolved.id} cannot be played here: ${error instanceof Error ? error.message : String(error)}`)
        setMetadata({ state: "failed", reason: isVideoUnavailable(error) ? error.reason : "blocked" })
      },
    )
  }, [wantMetadata, resolved, metadata.state])

  const known = metadata.state === "ready" ? metadata.metadata : null
  const hosted = resolved.kind === "hosted" ? resolved.video : null
  const shownTitle = hosted?.title ?? known?.title ?? (title?.trim() || "Video")
  const seconds = hosted?.durationSeconds ?? known?.durationSeconds ?? parseDurationText(durationText)
  const poster = hosted?.poster ?? known?.posterUrl ?? null
  const unavailable = resolved.kind === "unavailable" || metadata.state === "failed"
  // A provider's player is only requested once its metadata says the video exists.
  const playing = playRequested && (resolved.kind === "hosted" || (resolved.kind === "provider" && metadata.state === "ready"))

  // The pressed button is gone: focus waits on the frame until the player takes it, or
  // moves to the message when the video turned out not to be playable (read out on focus).
  const messageRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!playRequested) return
    const frame = frameRef.current
    if (unavailable) messageRef.current?.focus({ preventScroll: true })
    // (Effects run children first: a player that mounted with this render has focus already.)
    else if (frame && !frame.contains(document.activeElement)) frame.focus({ preventScroll: true })
  }, [playRequested, unavailable])

  let content: React.ReactNode
  if (unavailable) {
    const recording = resolved.kind === "provider" ? playerUrl(resolved.base, resolved.id) : null
    content = (
      <div ref={messageRef} className="video-unavailable" tabIndex={-1}>
        <p className="video-facade-title">{shownTitle}</p>
        <p>
          {resolved.kind === "provider" && metadata.state === "failed" && metadata.reason !== "not-found"
            ? "This video can't be played here: the video player could not be reached from your browser or network."
            : "This video can't be played here: it is not available at the moment."}
        </p>
        {recording ? (
          <p>
            <a href={recording} target="_blank" rel="noopener noreferrer">
              Open the recording on the video host<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    )
  } else if (playing && hosted) {
    content = (
      <FocusOnMount selector="video">
        <VideoPlayer video={hosted} />
      </FocusOnMount>
    )
  } else if (playing && resolved.kind === "provider") {
    content = (
      <FocusOnMount selector="iframe">
        <iframe
          className="video-player"
          src={playerUrl(resolved.base, resolved.id, { autoplay: !prefersReducedMotion() })}
          title={`Video: ${shownTitle}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </FocusOnMount>
    )
  } else if (playRequested) {
    content = <Loading />
  } else {
    content = (
      <button
        type="button"
        className="video-facade-button"
        aria-label={`Play video: ${shownTitle}`}
        aria-describedby={seconds ? durationId : undefined}
        onClick={() => setPlayRequested(true)}
      >
        {poster ? <img className="video-facade-poster" src={poster} alt="" loading="lazy" decoding="async" /> : null}
        <span className="video-facade-shade" aria-hidden="true" />
        <span className="video-play-badge" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 28 28">
            <path d="M9 6l14 8-14 8z" fill="currentColor" />
          </svg>
        </span>
        <span className="video-facade-caption" aria-hidden="true">
          <span className="video-facade-title">{shownTitle}</span>
          {seconds ? <span className="video-facade-duration">{formatDuration(seconds)}</span> : null}
        </span>
      </button>
    )
  }

  return (
    <div
      ref={frameRef}
      className="video-facade"
      tabIndex={-1}
      data-video-source={resolved.kind}
      data-video-state={unavailable ? "unavailable" : playing ? "playing" : "ready"}
    >
      {content}
      {seconds && !playing && !unavailable ? (
        <span id={durationId} className="visually-hidden">
          Length: {spokenDuration(seconds)}
        </span>
      ) : null}
    </div>
  )
}

function Loading(): React.JSX.Element {
  return (
    <div className="video-loading" role="status">
      Loading video…
    </div>
  )
}

/** Moves focus to its `selector` once it has mounted (after the lazy player arrived): the visitor lands in the player they asked for. */
function FocusOnMount({ selector, children }: { selector: string; children: React.ReactNode }): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true })
  }, [selector])
  return (
    <div ref={ref} className="video-fill">
      {children}
    </div>
  )
}
