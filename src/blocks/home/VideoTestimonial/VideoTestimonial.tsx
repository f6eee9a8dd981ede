import React, { useState } from "react"
import { graphql } from "gatsby"
import { LazyVideoModal } from "../../../components/ui/video/LazyVideoModal"
import { VideoThumbnail } from "../../../components/ui/video/VideoThumbnail"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { videoTestimonial } from "./VideoTestimonial.content"
import * as styles from "./VideoTestimonial.module.css"

/**
 * The video testimonial (SPEC 2.9 item 9). Only the thumbnail opens the video: nothing here
 * listens for exit intent. The player loads when the modal first opens (ui/video).
 */
export function VideoTestimonial({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.videoTestimonialImages
  const [open, setOpen] = useState(false)
  const headingId = `${id}-heading`
  const { heading, quote, firstName, role, company, video, thumbnail, playLabel } = videoTestimonial
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${styles.section}`}>
      <div className={`container ${styles.layout}`}>
        <figure className={styles.testimonial}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <blockquote className={styles.quote}>
            <p>“{quote}”</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className={styles.name}>{firstName}</span>
            <span className={styles.role}>{role}</span>
            <span className={styles.company}>{company}</span>
          </figcaption>
        </figure>
        <div className={styles.media}>
          <VideoThumbnail image={homeImage(images.nodes, thumbnail.src)} alt={thumbnail.alt} label={playLabel} onClick={() => setOpen(true)} />
        </div>
      </div>
      <LazyVideoModal open={open} onClose={() => setOpen(false)} title={video.title} video={video} />
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeVideoTestimonialPictures = graphql`
  fragment HomeVideoTestimonialPictures on Query {
    videoTestimonialImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-video-*" } }) {
      nodes {
        filename
        picture(profile: HOME_VIDEO) {
          ...PictureFields
        }
      }
    }
  }
`
