import React from "react"
import { Picture, type PictureData } from "../Picture"
import * as styles from "./Video.module.css"

/** SPEC 9.6: video thumbnails are 834x469. */
export const VIDEO_THUMBNAIL_SIZE = { width: 834, height: 469 } as const

export interface VideoThumbnailProps {
  image: PictureData
  alt: string
  /** The button's accessible name, e.g. 'Play video: Rapport in 60 seconds'. */
  label: string
  onClick: () => void
  className?: string
}

/** A thumbnail that opens a video: one button, a play badge, a fixed 834x469 frame. */
export function VideoThumbnail({ image, alt, label, onClick, className }: VideoThumbnailProps): React.JSX.Element {
  return (
    <button type="button" className={[styles.thumbnail, className].filter(Boolean).join(" ")} onClick={onClick} aria-label={label}>
      <Picture image={image} alt={alt} className={styles.thumbnailImage} />
      <span className={styles.play} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 28 28">
          <path d="M9 6l14 8-14 8z" fill="currentColor" />
        </svg>
      </span>
    </button>
  )
}
