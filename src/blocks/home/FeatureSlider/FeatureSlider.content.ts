/** The homepage feature slider's static data (SPEC 2.9 item 2, 3.14 Feature tab, 9.6). */
import type { CarouselProps } from "../../../components/ui/Carousel"
import { officeSuiteCrmPath } from "../../../config/navigation-links"
import { site } from "../../../config/site"
import type { FeatureTab, HomeImagePath } from "../types"

export const featureSliderTitle = `No more switching tabs. Do it all in ${site.name}`

/** Names the slider region for screen readers. */
export const featureCarouselLabel = `${site.name} features`

export const featureSliderIntro = `Email, calendar, pipeline, projects and calls meet in one place, so you spend the day with clients instead of copying notes between apps.`

/** The tabs, in slide order. Their pictures are decorative icons: the title names the tab. */
export const featureTabs: readonly FeatureTab[] = [
  { title: `${site.officeSuite} integration`, imgSrc: "features/google-workspace-icon.png", hoverImgSrc: "features/google-workspace-icon-hover.png" },
  { title: "Activity Feed", imgSrc: "features/activity-feed-icon.png", hoverImgSrc: "features/activity-feed-icon-hover.png" },
  { title: "Sales & Projects", imgSrc: "features/sales-projects-icon.png", hoverImgSrc: "features/sales-projects-icon-hover.png" },
  { title: "Mobile App", imgSrc: "features/mobile-app-icon.png", hoverImgSrc: "features/mobile-app-icon-hover.png" },
]

/** A slide of the feature slider; slides[i] belongs to featureTabs[i]. */
export interface FeatureSlide {
  title: string
  copy: string
  image: HomeImagePath
  imageAlt: string
  url: string
  linkLabel: string
}

export const featureSlides: readonly FeatureSlide[] = [
  {
    title: `Your CRM, inside Gmail and Google Calendar`,
    copy: `Open an email and the sender's deals, tasks and history sit right beside it. Log the thread to ${site.name} in one click, book meetings from your calendar and attach files straight from Drive.`,
    image: "features/google-workspace.jpg",
    imageAlt: `A Gmail inbox with the ${site.name} side panel open beside it, showing the sender's deal at the Proposal stage with its value, owner and next step`,
    url: officeSuiteCrmPath,
    linkLabel: `See the ${site.officeSuite} integration`,
  },
  {
    title: "Every client conversation, in one timeline",
    copy: `Emails, calls, meetings and notes from the whole team land in one feed, newest first. Catch up on a client in thirty seconds before you pick up the phone.`,
    image: "features/activity-feed.jpg",
    imageAlt: `The ${site.name} Activity Feed: a timeline of emails, logged calls, completed tasks and won deals across the team, with this week's totals beside it`,
    url: "/manage-contacts",
    linkLabel: "Explore the Activity Feed",
  },
  {
    title: "From first enquiry to finished project",
    copy: "Drag deals through a pipeline that matches how you sell, then turn a won deal into a project with its tasks, due dates and owners already in place.",
    image: "features/sales-projects.jpg",
    imageAlt: `A ${site.name} pipeline board with deal cards in New lead, Qualified, Proposal and Won columns, each showing a company, a contact and a deal value`,
    url: "/track-leads",
    linkLabel: "See sales pipelines",
  },
  {
    title: "Your clients in your pocket",
    copy: `Calls and texts with clients are logged automatically, and follow-ups are one tap away. The ${site.name} app for iPhone and Android keeps you ready between site visits and meetings.`,
    image: "features/mobile-app.jpg",
    imageAlt: `The ${site.name} mobile app listing recent client calls, each synced to ${site.name}, with a call logged and a follow-up task created`,
    url: "/mobile-crm",
    linkLabel: "Get the mobile app",
  },
]

/** The slider's behaviour (SPEC 9.6): autoplay every 6000 ms, 800 ms transitions, looping. */
export const featureSliderSettings = {
  autoplayMs: 6000,
  speedMs: 800,
  loop: true,
  slidesPerView: 1,
  spaceBetween: 24,
} as const satisfies Partial<CarouselProps>
