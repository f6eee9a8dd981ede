import React from "react"
import { EmbeddedVideo } from "../ui/video/EmbeddedVideo"
import type { DemoVideo } from "../../lib/video/demo-video"
import { site } from "../../config/site"
import * as styles from "../../features/lead-capture/forms/DemoPage.module.css"

/**
 * /demos' recorded demo, under the hero (the entry's demoThumbnail: lib/video/demo-video.ts):
 * the site's video facade and player, or, while the recording is being made, a "coming soon"
 * panel of the same 16:9 frame, so the page does not move when the video comes out.
 */
export function RecordedDemo({ video }: { video: DemoVideo | null }): React.JSX.Element | null {
  if (!video) return null
  return (
    <section className="section" aria-labelledby="recorded-demo">
      <div className={`container ${styles.demoVideo}`}>
        <h2 id="recorded-demo">Watch a recorded demo</h2>
        {video.kind === "video" ? (
          <EmbeddedVideo videoId={video.videoId} title={`The ${site.name} demo`} />
        ) : (
          <div className={styles.comingSoon}>
            <span className={styles.comingSoonBadge}>Coming soon</span>
            <p>Our recorded walkthrough is being filmed. Book a live demo and we will show you {site.name} on your own work.</p>
          </div>
        )}
      </div>
    </section>
  )
}
