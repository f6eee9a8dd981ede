import React, { useCallback, useEffect, useReducer, useRef } from "react"
import { graphql } from "gatsby"
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion"
import {
  JOURNEY_ACTIVATION_DELAY_MS,
  JOURNEY_SCROLL_GUARD_MS,
  JOURNEY_VISIBILITY_THRESHOLDS,
  initialJourneyState,
  journeyReducer,
} from "../../../lib/home/journey"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { journeyIntro, journeyStages, journeyTitle } from "./CustomerJourney.content"
import { JourneyStageCard } from "./JourneyStageCard"
import * as styles from "./CustomerJourney.module.css"

/**
 * SPEC 2.9 item 5: the stage buttons stay pinned while the stage cards scroll past and
 * stack; a click scrolls to a card and marks its stage 500 ms later, and scrolling marks
 * the card in view (the rules, with the reasons, are in src/lib/home/journey.ts).
 *
 * The buttons are a step indicator: plain buttons that each control (aria-controls) their
 * card, the active one with aria-current="step". Not tabs: every card stays on the page and
 * in the reading order. Not aria-pressed: a stage is not a setting the visitor toggles.
 * Focus stays on the button after a click, so keyboard users can step through the stages
 * from the pinned bar and hear which one is current.
 */
export function CustomerJourney({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.journeyImages
  const headingId = `${id}-title`
  const [state, dispatch] = useReducer(journeyReducer, journeyStages.length, initialJourneyState)
  const reducedMotion = usePrefersReducedMotion()
  const barRef = useRef<HTMLElement>(null)
  const cardRefs = useRef<(HTMLElement | null)[]>([])
  const anchorRefs = useRef<(HTMLDivElement | null)[]>([])
  const timers = useRef<number[]>([])

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer))
    timers.current = []
  }, [])
  useEffect(() => clearTimers, [clearTimers])

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return undefined
    const cards = cardRefs.current
    // What lies under the sticky header and the pinned stage bar is not "in view".
    const bar = barRef.current
    const covered = bar ? (Number.parseFloat(window.getComputedStyle(bar).top) || 0) + bar.offsetHeight : 0
    const observer = new IntersectionObserver(
      (entries) => {
        const changes = entries
          .map((entry) => ({ index: cards.indexOf(entry.target as HTMLElement), ratio: entry.isIntersecting ? entry.intersectionRatio : 0 }))
          .filter((change) => change.index >= 0)
        if (changes.length > 0) dispatch({ type: "visibility", changes })
      },
      { threshold: [...JOURNEY_VISIBILITY_THRESHOLDS], rootMargin: `-${Math.round(covered)}px 0px 0px 0px` },
    )
    cards.forEach((card) => card && observer.observe(card))
    return () => observer.disconnect()
  }, [])

  const selectStage = (index: number): void => {
    clearTimers()
    dispatch({ type: "select", index })
    // The scroll goes to the anchor where the card sits in the flow: a card already stuck
    // in the stack is "in view" where it is stuck, so scrolling to the card itself would not
    // move back up the page.
    anchorRefs.current[index]?.scrollIntoView({ behavior: reducedMotion ? "instant" : "smooth", block: "start" })
    timers.current = [
      window.setTimeout(() => dispatch({ type: "activate" }), JOURNEY_ACTIVATION_DELAY_MS),
      window.setTimeout(() => dispatch({ type: "release" }), JOURNEY_SCROLL_GUARD_MS),
    ]
  }

  const cardIdOf = (stageId: string): string => `${id}-${stageId}`
  return (
    <section id={id} aria-labelledby={headingId} className={["section", "section--alt", styles.journeySection].join(" ")}>
      <div className={["container", styles.intro].join(" ")}>
        <h2 id={headingId}>{journeyTitle}</h2>
        <p className="lede">{journeyIntro}</p>
      </div>
      <div className={["container", styles.journey].join(" ")}>
        <nav ref={barRef} className={styles.stageBar} aria-label="Customer journey stages">
          <ol className={styles.stages}>
            {journeyStages.map((stage, index) => (
              <li key={stage.id}>
                <button
                  type="button"
                  className={styles.stageButton}
                  aria-controls={cardIdOf(stage.id)}
                  aria-current={state.active === index ? "step" : undefined}
                  onClick={() => selectStage(index)}
                >
                  <span className={styles.stageNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  {stage.button}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.cards}>
          {journeyStages.map((stage, index) => (
            <React.Fragment key={stage.id}>
              <div
                ref={(element) => {
                  anchorRefs.current[index] = element
                }}
                className={styles.anchor}
                style={{ "--stack-index": index } as React.CSSProperties}
                data-journey-anchor={stage.id}
              />
              <JourneyStageCard
                stage={stage}
                cardId={cardIdOf(stage.id)}
                position={index}
                total={journeyStages.length}
                image={homeImage(images.nodes, stage.card.imageUrl)}
                cardRef={(element) => {
                  cardRefs.current[index] = element
                }}
              />
            </React.Fragment>
          ))}
        </div>
      </div>
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeCustomerJourneyPictures = graphql`
  fragment HomeCustomerJourneyPictures on Query {
    journeyImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-journey-*" } }) {
      nodes {
        filename
        picture(profile: HOME_JOURNEY) {
          ...PictureFields
        }
      }
    }
  }
`
