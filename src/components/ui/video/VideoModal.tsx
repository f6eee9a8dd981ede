import React, { Suspense, lazy } from "react"
import type { VideoSource } from "../../../config/videos"
import { Modal } from "../Modal"
import { usePageOverlay } from "./usePageOverlay"
import * as styles from "./Video.module.css"

// Two lazy chunks: a video file (every modal of the homepage) needs only the browser's player,
// 0.5 KB gzip; a CMS video (a CTA's videoId) needs the facade, which resolves it through the
// provider (4 KB, the chunk EmbeddedVideo wakes in the content).
const VideoPlayer = lazy(() => import("./VideoPlayer"))
const VideoFacade = lazy(() => import("./VideoFacade").then((module) => ({ default: module.VideoFacade })))

export type VideoModalProps = {
  open: boolean
  onClose: () => void
  title: string
} & (
  | { video: VideoSource; videoId?: never }
  /** A CMS video id (a CTA item's videoId): played wherever lib/video/provider.ts says, through the facade, which also says when it cannot be. */
  | { videoId: string; video?: never }
)

/**
 * A video in a modal (SPEC 2.11): the native dialog traps focus and returns it on close,
 * Escape and the close control close it, and it toggles the page overlay. The player
 * is fetched the first time it opens.
 */
export function VideoModal({ open, onClose, title, video, videoId }: VideoModalProps): React.JSX.Element {
  usePageOverlay(open)
  return (
    <Modal open={open} onClose={onClose} title={title} className={styles.modal}>
      <div className={styles.frame} style={video ? { aspectRatio: `${video.width} / ${video.height}` } : undefined}>
        <Suspense
          fallback={
            <div className={styles.loading} role="status">
              Loading video…
            </div>
          }
        >
          {video ? <VideoPlayer video={video} /> : <VideoFacade videoId={videoId} title={title} startPlaying />}
        </Suspense>
      </div>
    </Modal>
  )
}
