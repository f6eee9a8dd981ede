/**
 * The video /demos shows (SPEC 3.13 demo: demoThumbnail {videoId, comingSoon}): the entry's
 * first row that says anything. A row with comingSoon shows the "coming soon" state, whatever
 * its id (the video is not out yet); a row with an id plays that video (SPEC 7.4's `demo` in the
 * sample content); no such row, no video section.
 */
export interface DemoThumbnailRow {
  videoId?: string | null
  comingSoon?: boolean | null
}

export type DemoVideo = { kind: "video"; videoId: string } | { kind: "comingSoon" }

export function demoVideo(rows: ReadonlyArray<DemoThumbnailRow | null> | null | undefined): DemoVideo | null {
  for (const row of rows ?? []) {
    if (row?.comingSoon === true) return { kind: "comingSoon" }
    const videoId = row?.videoId?.trim()
    if (videoId) return { kind: "video", videoId }
  }
  return null
}
