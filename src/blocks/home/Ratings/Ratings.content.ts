import { site } from "../../../config/site"
import type { ReviewCard, ReviewTestimonial } from "../types"

export const ratingsHeading = `Meet the folks who chose ${site.name}`

export const ratingsIntro = "Agencies, consultants, builders and advisers who run their client work from Gmail, in their own words."

/** The three featured reviews (SPEC 3.14: ratings of 4.5 or 5). */
export const reviewTestimonials: readonly ReviewTestimonial[] = [
  {
    rating: 5,
    quote: `We moved our whole pipeline out of spreadsheets in one afternoon. Every email with a client is on their record now, so nobody walks into a call cold.`,
    author: "Amara Osei, Founder, Osei & Lowe Architects",
  },
  {
    rating: 4.5,
    quote: `${site.name} lives inside Gmail, which is the only reason my team actually uses it. I'd like more report templates, but the follow-up reminders alone pay for it.`,
    author: "Hugo Lindgren, Director, Tidewater Marketing",
  },
  {
    rating: 5,
    quote: "Onboarding a new client used to mean three tools and a checklist in my head. Now it's one project template and nothing gets missed.",
    author: "Rosa Delgado, Operations Lead, Fernhill Coaching",
  },
]

/** The scrolling review carousel (SPEC 3.14 review cards), short enough to read as they pass. */
export const reviewCards: readonly ReviewCard[] = [
  {
    id: "review-bloom-field",
    rating: 5,
    quote: "Finally a CRM my team opens every day, because it's already in Gmail.",
    companyName: "Bloom & Field Florists",
    category: "Events",
  },
  {
    id: "review-cedar-lane",
    rating: 4.5,
    quote: "Setup took one afternoon and importing our Google contacts was painless.",
    companyName: "Cedar Lane Consulting",
    category: "Consulting",
  },
  {
    id: "review-pixel-forge",
    rating: 5,
    quote: "Proposals go out two days faster now that every deal has its email history beside it.",
    companyName: "Pixel Forge Studio",
    category: "Agency",
  },
  {
    id: "review-summit-roofing",
    rating: 5,
    quote: "The app logs my calls between site visits. No more typing notes in the van.",
    companyName: "Summit Roofing Co.",
    category: "Construction",
  },
  {
    id: "review-greenway-advisers",
    rating: 4.5,
    quote: "Client reviews used to take an hour of digging. Now everything is on one page.",
    companyName: "Greenway Financial Advisers",
    category: "Financial services",
  },
  {
    id: "review-oakline",
    rating: 5,
    quote: "Rekindle emails brought back three past clients in our first month.",
    companyName: "Oakline Interiors",
    category: "Interior design",
  },
  {
    id: "review-lumen-media",
    rating: 5,
    quote: "Support answered in minutes, from a real person who knew the product inside out.",
    companyName: "Lumen Media",
    category: "Media",
  },
  {
    id: "review-atlas-studios",
    rating: 4.5,
    quote: "Pipelines, projects and client emails in one place. We cancelled two other tools.",
    companyName: "Atlas Training Studios",
    category: "Wellness",
  },
  {
    id: "review-maple-co",
    rating: 5,
    quote: "Shared inboxes mean nothing slips through when someone is on holiday.",
    companyName: "Maple & Co Accountants",
    category: "Accounting",
  },
]
