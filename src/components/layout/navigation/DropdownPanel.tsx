import React from "react"
import type { Menu, MenuItem } from "../../../config/navigation"
import { site } from "../../../config/site"
import { externalLinks } from "../../../config/external-links"
import { SmartLink } from "../../ui/SmartLink"
import { LazyCarousel } from "../../ui/LazyCarousel"
import { ButtonLink } from "../../ui/Button"
import { CmsImage } from "../../ui/CmsImage"
import { StarRating } from "../../ui/StarRating"
import { BlogCard } from "../../cards/BlogCard"
import { truncate } from "../../../lib/text/truncate"
import type { NavigationData } from "./useNavigationData"
import * as styles from "./DefaultNavigation.module.css"

/** Navigation carousels: autoplay 5000 ms, transition 1200 ms (SPEC 9.6). */
const NAV_AUTOPLAY_MS = 5000
const NAV_SPEED_MS = 1200

function NavSlider({ label, slides, loop }: { label: string; slides: React.ReactNode[]; loop: boolean }): React.JSX.Element | null {
  if (slides.length === 0) return null
  // Swiper loads only when a dropdown with a slider opens (the closed panel is not displayed);
  // until then the row is laid out as swiper will lay it out, controls included, so the open
  // panel does not grow under the visitor's pointer when it arrives.
  return <LazyCarousel label={label} slides={slides} autoplayMs={NAV_AUTOPLAY_MS} speedMs={NAV_SPEED_MS} loop={loop} />
}

/** Items in columns 1–3 by colPos (SPEC 2.4). */
export function columnsOf(items: readonly MenuItem[]): MenuItem[][] {
  return [1, 2, 3].map((col) => items.filter((item) => (item.colPos ?? 1) === col)).filter((column) => column.length > 0)
}

const productSlides = [
  { title: "Integrations", copy: "Connect Rapport to the calling, proposal, chat and accounting tools you already use.", url: "/integrations" },
  { title: "Browser extension", copy: "Add prospects to Rapport from LinkedIn or any website in one click.", url: externalLinks.browserExtension },
  { title: "Mobile app", copy: "Calls and texts with clients are logged automatically, wherever you are.", url: "/mobile-crm" },
]

interface DropdownPanelProps {
  menu: Menu
  data: NavigationData
  onChoose: (url: string) => void
  onRequestDemo: () => void
}

export function DropdownPanel({ menu, data, onChoose, onRequestDemo }: DropdownPanelProps): React.JSX.Element {
  return (
    <div className={`container ${styles.panelGrid}`}>
      {menu.heading ? <p className={styles.panelHeading}>{menu.heading}</p> : null}
      {columnsOf(menu.items).map((column, index) => (
        <ul key={index} className={styles.column}>
          {column.map((item) => (
            <li key={item.url}>
              <SmartLink href={item.url} className={styles.item} onClick={() => onChoose(item.url)}>
                <span className={styles.itemLabel}>{item.label}</span>
                {item.description ? <span className={styles.itemDescription}>{item.description}</span> : null}
              </SmartLink>
            </li>
          ))}
        </ul>
      ))}
      <div className={styles.aside}>{asideFor(menu.tag, data, onChoose, onRequestDemo)}</div>
    </div>
  )
}

function asideFor(tag: string, data: NavigationData, onChoose: (url: string) => void, onRequestDemo: () => void): React.ReactNode {
  switch (tag) {
    case "features":
      return (
        <>
          <NavSlider
            label="More from Rapport"
            loop
            slides={productSlides.map((slide) => (
              <SmartLink key={slide.title} href={slide.url} className={styles.slide} onClick={() => onChoose(slide.url)}>
                <span className={styles.slideTitle}>{slide.title}</span>
                <p>{slide.copy}</p>
              </SmartLink>
            ))}
          />
          {/* The in-menu try-free item. */}
          <div className={styles.promo}>
            <strong>Try {site.name} free for 14 days</strong>
            <p>No credit card. Instant activation. Pay and add your team later.</p>
            <div className={styles.promoActions}>
              <ButtonLink href={site.signupPath} size="small" placement="Navigation / Features">
                Try {site.name} free
              </ButtonLink>
              <button type="button" className={styles.linkButton} onClick={onRequestDemo}>
                Request a demo
              </button>
            </div>
          </div>
        </>
      )
    case "industries":
      return (
        <NavSlider
          label="What our customers say"
          loop={data.industryQuotes.length >= 3}
          slides={data.industryQuotes.map((q) => (
            <figure key={q.path} className={styles.slide} style={{ margin: 0 }}>
              <blockquote style={{ margin: 0 }}>“{truncate(q.quote, 160)}”</blockquote>
              <figcaption>
                <p>
                  <strong>{q.author}</strong>
                  {q.company ? `, ${q.company}` : null}
                </p>
              </figcaption>
            </figure>
          ))}
        />
      )
    case "resources": {
      // Up to 3 picked resources or featured posts; the slider loops only with 3 or more (SPEC 9.6).
      const posts = data.featuredPosts
      return (
        <>
          <NavSlider
            label="Editors’ picks"
            loop={posts.length >= 3}
            slides={posts.map((post) => (
              <SmartLink key={post.id} href={post.path} className={styles.slide} onClick={() => onChoose(post.path)}>
                {post.featuredImage ? (
                  <span className={styles.postImage}>
                    <CmsImage image={post.featuredImage} alt="" />
                  </span>
                ) : null}
                <span className={styles.slideTitle}>{truncate(post.title, 28)}</span>
                <p>{truncate(post.seoDescription, 62)}</p>
              </SmartLink>
            ))}
          />
          {data.latestPost ? <BlogCard entry={data.latestPost} layout="inMenuLatestBlog" /> : null}
          {/* The in-menu banner. */}
          {data.g2?.rating ? (
            <p className={styles.rating}>
              <StarRating rating={Math.round(data.g2.rating * 2) / 2} />
              <span>
                {data.g2.rating} out of 5 from {data.g2.reviewCount?.toLocaleString("en-US")} reviews on G2
              </span>
            </p>
          ) : null}
        </>
      )
    }
    default:
      return null
  }
}
