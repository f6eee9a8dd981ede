/**
 * The video player: the browser's own, with captions. Loaded only when a video modal opens
 * (its own small chunk) or a facade wakes (in the facade's chunk) (DESIGN 6: the video
 * player loads on demand).
 */
import React, { useState } from "react"
import type { VideoSource } from "../../../config/videos"
import { prefersReducedMotion } from "./reduced-motion"

export default function VideoPlayer({ video }: { video: VideoSource }): React.JSX.Element {
  // Opening the modal asks for the video, so it starts playing, except under reduced
  // motion, where the visitor presses play.
  // (Read once: the player only ever renders in the browser, after a click.)
  const [reducedMotion] = useState(prefersReducedMotion)
  return (
    <video
      className="video-player"
      controls
      autoPlay={!reducedMotion}
      playsInline
      preload="metadata"
      poster={video.poster}
      width={video.width}
      height={video.height}
      aria-label={video.title}
      // Focusable in every browser (Chromium makes a video with controls focusable, not all
      // do): pressing play on a facade moves focus here, where Space plays and pauses.
      tabIndex={0}
    >
      <source src={video.src} type="video/mp4" />
      {video.captions ? <track kind="captions" src={video.captions} srcLang="en" label="English" default /> : null}
      Your browser cannot play this video. <a href={video.src}>Download it</a> instead.
    </video>
  )
}
