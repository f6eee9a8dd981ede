import { site } from "../../../config/site"
import { resourceCardClasses } from "../../../lib/home/resource-cards"
import type { ResourceCard } from "../types"

export const resourceCardsHeading = "Real teams, real results"

export const resourceCardsIntro = `How agencies, consultants, builders and advisers use ${site.name} to win more work and keep their clients coming back.`

export const moreCustomersLink = { label: "More happy customers →", url: "/resources/case-studies" } as const

/**
 * The customer-story cards (SPEC 3.14). Their quotes are the ones in the stories they link
 * to (cms/content/entries/blog/*-case-study.json). Some urls are relative, as the homepage's
 * links in the CMS are ('resources/{slug}', '../resources/{slug}'): SmartLink resolves them
 * against the site root.
 */
export const storyCards: readonly ResourceCard[] = [
  {
    id: "story-brightline-studio",
    rating: 5,
    imageUrl: null,
    quote: "We were losing deals we should have won. Not to other agencies, but to our own silence.",
    logoUrl: "resources/brightline-studio.png",
    companyName: "Brightline Studio",
    category: "Agency",
    url: "resources/brightline-studio-case-study",
    ...resourceCardClasses("violet"),
  },
  {
    id: "story-northwind-advisory",
    rating: 5,
    imageUrl: null,
    quote: "The Friday Rekindle list is the most valuable fifteen minutes of our week. It's where next quarter's work comes from.",
    logoUrl: "resources/northwind-advisory.png",
    companyName: "Northwind Advisory",
    category: "Consulting",
    url: "../resources/northwind-advisory-case-study",
    ...resourceCardClasses("blue"),
  },
  {
    id: "story-harbor-wealth-partners",
    rating: 4.5,
    imageUrl: null,
    quote: "Our service promise used to depend on five people's memories. Now it's built into how we work.",
    logoUrl: "resources/harbor-wealth-partners.png",
    companyName: "Harbor Wealth Partners",
    category: "Client Success",
    url: "/resources/harbor-wealth-partners-case-study",
    ...resourceCardClasses("green"),
  },
  {
    id: "story-keel-and-beam-builders",
    rating: null,
    imageUrl: null,
    quote: "My crews call clients from site all day. Now I can see every conversation on the job record without chasing anyone for notes.",
    logoUrl: "resources/keel-and-beam-builders.png",
    companyName: "Keel & Beam Builders",
    category: "Case Study",
    url: "resources/keel-and-beam-builders-case-study",
    ...resourceCardClasses("amber"),
  },
]

/** How many of the latest blog posts join the story cards. */
export const latestPostCount = 2
