import React, { Suspense, lazy, useState } from "react"
import type { VideoModalProps } from "./VideoModal"

const VideoModal = lazy(() => import("./VideoModal").then((module) => ({ default: module.VideoModal })))

/**
 * VideoModal whose code (the dialog and the player) is fetched the first time it opens:
 * the pages that offer a video do not pay for it up front. From then on it stays mounted,
 * so closing returns focus as usual.
 */
export function LazyVideoModal(props: VideoModalProps): React.JSX.Element | null {
  const [mounted, setMounted] = useState(props.open)
  if (props.open && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <VideoModal {...props} />
    </Suspense>
  )
}
