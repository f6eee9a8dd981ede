import React, { useMemo, useState } from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { LazyCarousel } from "../../../components/ui/LazyCarousel"
import { ButtonLink } from "../../../components/ui/Button"
import { SmartLink } from "../../../components/ui/SmartLink"
import { LazyVideoModal } from "../../../components/ui/video/LazyVideoModal"
import { ctaPlacement } from "../../../lib/analytics/track"
import { HERO_PRIMARY_CTA_ELEMENT, heroPrimaryCta, heroSupportingCopy } from "../../../lib/home/hero"
import { allUserStatuses, usePersonalization, userStatuses, statusVariantAttributes } from "../../../lib/personalization/personalization"
import { StatusVariants } from "../../../components/ui/VariableText"
import { experimentFor } from "../../../lib/experiments/model"
import { ExperimentCopy } from "../../../components/experiments/ExperimentCopy"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import {
  heroBadge,
  heroDefaultCopy,
  heroDemoCta,
  heroHeadline,
  heroMobileImage,
  heroVideoCta,
  industryCarouselLabel,
  industryCarouselSettings,
  industrySlides,
} from "./Hero.content"
import * as styles from "./Hero.module.css"

const placement = ctaPlacement("Hero", heroHeadline)

/**
 * The homepage hero (SPEC 2.9 item 1): the page's only h1, the trial and demo calls to
 * action, the 60-second video, and the coverflow industry carousel, which a single static
 * picture replaces below 768 px. The swap is CSS only: the hidden carousel never nears the
 * viewport, so phones never load swiper, and the picture (their LCP element) is in the
 * server HTML, eager.
 */
export function Hero({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const { heroSlides, heroPhone } = inputs.pictures
  const { byStatus } = usePersonalization()
  // Every status's button, each with its own label and target, laid out from the server HTML
  // on; the stylesheet shows the visitor's from the first paint (lib/personalization/head-script.ts).
  const primaryCtas = allUserStatuses.map((status) => ({
    status,
    ...heroPrimaryCta({
      variableElements: byStatus[status]?.variableElements ?? {},
      isRecognised: status === userStatuses.recognised,
      signupUrl: inputs.globals.signupUrl,
      signInUrl: inputs.globals.signInUrl,
    }),
  }))
  const supportingCopies = allUserStatuses.map((status) => heroSupportingCopy(byStatus[status]?.heroCopy ?? null, heroDefaultCopy))
  const [videoOpen, setVideoOpen] = useState(false)
  const titleId = `${id}-title`
  // Editors may reword the badge through the page entry's eyebrow (HomeInputs); the link stays.
  const badgeLabel = inputs.entry.eyebrow?.trim() || heroBadge.label

  // Built once, so opening the video or a personalisation update does not re-render swiper's slides.
  const slides = useMemo(
    () =>
      industrySlides.map((slide) => (
        <SmartLink key={slide.url} href={slide.url} className={styles.industryCard}>
          {/* Decorative: the industry name beside it names the link. */}
          <Picture image={homeImage(heroSlides.nodes, slide.image)} alt="" className={styles.industryImage} />
          <span className={styles.industryName}>{slide.name}</span>
        </SmartLink>
      )),
    [heroSlides.nodes],
  )

  return (
    <section id={id} aria-labelledby={titleId} className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.copy}>
          <SmartLink href={heroBadge.href} className={styles.badge} placement={placement}>
            <svg className={styles.badgeIcon} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <circle cx="9" cy="9" r="9" fill="currentColor" />
              <path d="M5.2 9.3l2.4 2.4 5-5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {badgeLabel}
          </SmartLink>
          <h1 id={titleId} className={styles.title}>
            <ExperimentCopy experiment={experimentFor(inputs.experiments, "homeHeroHeading")}>{heroHeadline}</ExperimentCopy>
          </h1>
          <p className={`lede ${styles.lede}`}>
            <StatusVariants name="heroCopy" copies={supportingCopies} />
          </p>
          <div className={styles.ctas}>
            <span className={styles.primaryCta} data-variable-element={HERO_PRIMARY_CTA_ELEMENT}>
              {primaryCtas.map((cta) => (
                <ButtonLink key={cta.status} href={cta.href} placement={placement} eventLabel={cta.label} {...statusVariantAttributes([cta.status])}>
                  {cta.label}
                </ButtonLink>
              ))}
            </span>
            <ButtonLink href={heroDemoCta.href} variant="secondary" placement={placement}>
              {heroDemoCta.label}
            </ButtonLink>
          </div>
          <button type="button" className={styles.watch} onClick={() => setVideoOpen(true)} aria-haspopup="dialog">
            <span className={styles.playIcon} aria-hidden="true">
              <svg width="12" height="12" viewBox="0 0 12 12" focusable="false">
                <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
              </svg>
            </span>
            {heroVideoCta.label}
          </button>
        </div>
        <div className={styles.media}>
          <div className={styles.phoneOnly}>
            <Picture image={homeImage(heroPhone.nodes, heroMobileImage.image)} alt={heroMobileImage.alt} eager className={styles.mobileImage} />
          </div>
          <LazyCarousel label={industryCarouselLabel} slides={slides} className={styles.industryCarousel} {...industryCarouselSettings} />
        </div>
      </div>
      <LazyVideoModal open={videoOpen} onClose={() => setVideoOpen(false)} title={heroVideoCta.modalTitle} video={heroVideoCta.video} />
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeHeroPictures = graphql`
  fragment HomeHeroPictures on Query {
    heroSlides: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-hero-*", ne: "home-hero-phone.jpg" } }) {
      nodes {
        filename
        picture(profile: HOME_HERO_SLIDE) {
          ...PictureFields
        }
      }
    }
    heroPhone: allCmsAsset(filter: { volume: { eq: "site" }, filename: { eq: "home-hero-phone.jpg" } }) {
      nodes {
        filename
        picture(profile: HOME_HERO_PHONE) {
          ...PictureFields
        }
      }
    }
  }
`
