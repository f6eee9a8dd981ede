import React, { useState } from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../../../components/ui/Button"
import { SmartLink } from "../../../components/ui/SmartLink"
import { LazyVideoModal } from "../../../components/ui/video/LazyVideoModal"
import { VideoThumbnail } from "../../../components/ui/video/VideoThumbnail"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { closingCta, closingCtaPlacement, closingVideo } from "./ClosingCta.content"
import * as styles from "./ClosingCta.module.css"

/** The closing call to action (SPEC 2.9 item 11): the trial (the site's sign-up URL setting) and the demo, then the intro video's thumbnail. */
export function ClosingCta({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.closingCtaImages
  const [videoOpen, setVideoOpen] = useState(false)
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="section">
      <div className="container">
        <div className={styles.panel}>
          <h2 id={headingId} className={styles.heading}>
            {closingCta.heading}
          </h2>
          <p className={styles.text}>{closingCta.text}</p>
          <div className={styles.actions}>
            <ButtonLink href={inputs.globals.signupUrl} placement={closingCtaPlacement}>
              {closingCta.signupLabel}
            </ButtonLink>
            <SmartLink href={closingCta.demo.url} placement={closingCtaPlacement} className={styles.demo}>
              {closingCta.demo.label}
            </SmartLink>
          </div>
          <ul className={styles.bullets}>
            {closingCta.bullets.map((bullet) => (
              // Hidden with display:none below 768 px, so phones' screen readers skip it too, as sighted visitors do.
              <li key={bullet.text} className={[styles.bullet, bullet.wideOnly ? styles.wideOnly : ""].filter(Boolean).join(" ")}>
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className={styles.check}>
                  <circle cx="9" cy="9" r="9" fill="currentColor" />
                  <path d="M5 9.4l2.6 2.6L13 6.6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {bullet.text}
              </li>
            ))}
          </ul>
          <figure className={styles.video}>
            <VideoThumbnail
              image={homeImage(images.nodes, closingVideo.thumbnail.src)}
              alt={closingVideo.thumbnail.alt}
              label={closingVideo.playLabel}
              onClick={() => setVideoOpen(true)}
            />
            <figcaption className={styles.videoCaption}>{closingVideo.caption}</figcaption>
          </figure>
        </div>
      </div>
      <LazyVideoModal open={videoOpen} onClose={() => setVideoOpen(false)} title={closingVideo.video.title} video={closingVideo.video} />
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeClosingCtaPictures = graphql`
  fragment HomeClosingCtaPictures on Query {
    closingCtaImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { eq: "home-video-rapport-in-60-seconds.jpg" } }) {
      nodes {
        filename
        picture(profile: HOME_VIDEO) {
          ...PictureFields
        }
      }
    }
  }
`
