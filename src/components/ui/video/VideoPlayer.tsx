/**
 * The video player: the browser's own, with captions. It lives in its own chunk, loaded
 * only when a video modal opens (DESIGN 6: the video player loads on demand).
 */
import React from "react"
import type { VideoSource } from "../../../config/site"
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion"
import * as styles from "./Video.module.css"

export default function VideoPlayer({ video }: { video: VideoSource }): React.JSX.Element {
  // Opening the modal asks for the video, so it starts playing, except under reduced
  // motion, where the visitor presses play.
  const reducedMotion = usePrefersReducedMotion()
  return (
    <video
      className={styles.player}
      controls
      autoPlay={!reducedMotion}
      playsInline
      preload="metadata"
      poster={video.poster}
      width={video.width}
      height={video.height}
      aria-label={video.title}
    >
      <source src={video.src} type="video/mp4" />
      {video.captions ? <track kind="captions" src={video.captions} srcLang="en" label="English" default /> : null}
      Your browser cannot play this video. <a href={video.src}>Download it</a> instead.
    </video>
  )
}
