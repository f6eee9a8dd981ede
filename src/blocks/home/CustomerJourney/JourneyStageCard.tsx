import React from "react"
import { Picture, type PictureData } from "../../../components/ui/Picture"
import { SmartLink } from "../../../components/ui/SmartLink"
import type { JourneyBullet, JourneyStage } from "./CustomerJourney.content"
import { LAYOUT_DEFERRED_CLASS } from "../../../lib/loading/layout-deferred"
import { JourneyIcon } from "./icons"
import * as styles from "./CustomerJourney.module.css"

interface JourneyStageCardProps {
  stage: JourneyStage
  /** The card's element id, which the stage button controls. */
  cardId: string
  position: number
  total: number
  image: PictureData
  cardRef: (element: HTMLElement | null) => void
}

/**
 * One stacked card: title, copy, image and four feature bullets. Each card's layout waits
 * until the page settles (LAYOUT_DEFERRED_CLASS, src/lib/loading/settle-layout.ts), a card per
 * frame: the section as one deferred part was about 300 elements, laid out in a single frame
 * of 60 ms at a 4× slower CPU, a blocking task on Lighthouse's phone.
 */
export function JourneyStageCard({ stage, cardId, position, total, image, cardRef }: JourneyStageCardProps): React.JSX.Element {
  const { card, bullets } = stage
  const titleId = `${cardId}-title`
  return (
    <article
      ref={cardRef}
      id={cardId}
      aria-labelledby={titleId}
      className={[styles.card, card.layout === "imageLeft" ? styles.imageLeft : styles.imageRight, LAYOUT_DEFERRED_CLASS].join(" ")}
      style={{ "--stack-index": position } as React.CSSProperties}
    >
      <div className={styles.cardHead}>
        <p className={styles.step}>{`Stage ${position + 1} of ${total}`}</p>
        <h3 id={titleId} className={styles.cardTitle}>
          {card.title}
        </h3>
        <p className={styles.cardCopy}>{card.copy}</p>
      </div>
      <div className={styles.cardMedia}>
        <Picture image={image} alt={stage.imageAlt} sizes="(min-width: 1024px) 540px, 90vw" />
      </div>
      <ul className={styles.bullets}>
        {bullets.map((bullet) => (
          <FeatureBulletItem key={bullet.title} bullet={bullet} />
        ))}
      </ul>
    </article>
  )
}

/** A bullet links when its url is set (the whole bullet is the click target), plain text otherwise. */
function FeatureBulletItem({ bullet }: { bullet: JourneyBullet }): React.JSX.Element {
  const linked = bullet.url.trim() !== ""
  return (
    <li className={[styles.bullet, linked ? styles.bulletLinked : ""].filter(Boolean).join(" ")}>
      <span className={styles.bulletIcon}>
        <JourneyIcon name={bullet.icon} className={styles.iconRest} />
        <JourneyIcon name={bullet.iconHover} className={styles.iconHover} />
      </span>
      <span className={styles.bulletText}>
        <span className={styles.bulletTitle}>
          {linked ? (
            <SmartLink href={bullet.url} className={styles.bulletLink}>
              {bullet.title}
            </SmartLink>
          ) : (
            bullet.title
          )}
          {bullet.comingSoon ? <span className={styles.badge}>Coming soon</span> : null}
        </span>
        <span className={styles.bulletCopy}>{bullet.copy}</span>
      </span>
    </li>
  )
}
