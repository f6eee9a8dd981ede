import React from "react"
import { Marquee } from "../../../components/ui/Marquee"
import { StarRating } from "../../../components/ui/StarRating"
import { g2Summary } from "../../../lib/home/g2-rating"
import type { HomeBlockProps, ReviewCard, ReviewTestimonial } from "../types"
import { ratingsHeading, ratingsIntro, reviewCards, reviewTestimonials } from "./Ratings.content"
import * as styles from "./Ratings.module.css"

/** Ratings (SPEC 2.9 item 7): three featured reviews, the G2 aggregate when set, and the review carousel (one loop 70 s, SPEC 9.6). */
export function Ratings({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const headingId = `${id}-heading`
  const g2 = g2Summary(inputs.globals.g2Rating)
  return (
    <section id={id} aria-labelledby={headingId} className="section section--alt">
      <div className="container">
        <div className={styles.header}>
          <h2 id={headingId}>{ratingsHeading}</h2>
          <p className={styles.intro}>{ratingsIntro}</p>
          {g2 ? (
            <p className={styles.g2}>
              <span className={styles.g2Mark} aria-hidden="true">
                G2
              </span>
              {g2}
            </p>
          ) : null}
        </div>
        <ul className={styles.testimonials} aria-label="Featured reviews">
          {reviewTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <Testimonial testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <Marquee
        className={styles.carousel}
        label="Customer reviews"
        loopSeconds={70}
        gap={20}
        items={reviewCards.map((card) => (
          <Review key={card.id} card={card} />
        ))}
      />
    </section>
  )
}

function Testimonial({ testimonial }: { testimonial: ReviewTestimonial }): React.JSX.Element {
  return (
    <figure className={styles.testimonial}>
      <StarRating rating={testimonial.rating} size={20} />
      <blockquote className={styles.quote}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className={styles.author}>{testimonial.author}</figcaption>
    </figure>
  )
}

function Review({ card }: { card: ReviewCard }): React.JSX.Element {
  return (
    <figure className={styles.review}>
      <StarRating rating={card.rating} size={16} />
      <blockquote className={styles.reviewQuote}>
        <p>“{card.quote}”</p>
      </blockquote>
      <figcaption className={styles.company}>
        {card.companyName}
        <span className={styles.category}>{card.category}</span>
      </figcaption>
    </figure>
  )
}
