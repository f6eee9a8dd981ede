import { site } from "../../../config/site"
import type { FeatureBullet, JourneyCard } from "../types"
import type { JourneyIconName } from "./icons"

/** A feature bullet whose icons are names from this folder's icon set (icons.tsx). */
export interface JourneyBullet extends FeatureBullet {
  icon: JourneyIconName
  iconHover: JourneyIconName
}

/** One stage of the journey: its button, its card, and the card's four feature bullets. */
export interface JourneyStage {
  /** Anchors the card (`{section id}-{id}`). */
  id: string
  /** The stage button's label (SPEC 2.9 item 5). */
  button: string
  card: JourneyCard
  imageAlt: string
  bullets: readonly [JourneyBullet, JourneyBullet, JourneyBullet, JourneyBullet]
}

export const journeyTitle = "Your entire customer journey in one place"

export const journeyIntro = `From the first email to the fifth project, every client relationship runs through one ${site.name} timeline, right beside your inbox.`

export const journeyStages: readonly JourneyStage[] = [
  {
    id: "connect",
    button: "Connect",
    card: {
      title: "Connect with leads",
      copy: `Every enquiry lands in ${site.name} with its history attached: the Gmail thread, the form from your website, the call from last week. No lead sits in someone's inbox waiting for a reply.`,
      imageUrl: "journey/connect.jpg",
      layout: "imageRight",
    },
    imageAlt: `Contact list in ${site.name} with leads from Gmail, each showing company, tag and when they were last contacted`,
    bullets: [
      {
        icon: "contacts",
        iconHover: "contacts-solid",
        title: "Contacts that build themselves",
        copy: "Names, companies and phone numbers come straight from email signatures and threads.",
        url: "/manage-contacts",
        comingSoon: false,
      },
      {
        icon: "form",
        iconHover: "form-solid",
        title: "Web forms that capture leads",
        copy: "Each form sent from your website becomes a contact with a follow-up task.",
        url: "/marketing-tools",
        comingSoon: false,
      },
      {
        icon: "sidebar",
        iconHover: "sidebar-solid",
        title: "A side panel in Gmail",
        copy: "See who you are writing to, their deals and your last conversation without leaving your inbox.",
        url: `/${site.officeSuiteSlug}-crm`,
        comingSoon: false,
      },
      {
        icon: "phone",
        iconHover: "phone-solid",
        title: "Leads on the go",
        copy: "Log a call or add a contact from the mobile app as you walk out of the meeting.",
        url: "/mobile-crm",
        comingSoon: false,
      },
    ],
  },
  {
    id: "win",
    button: "Win",
    card: {
      title: "Win deals",
      copy: "Lay out your sales process as a pipeline you can read at a glance. Each deal carries its emails, notes and next step, so you always know who needs a nudge today.",
      imageUrl: "journey/win.jpg",
      layout: "imageLeft",
    },
    imageAlt: "Deal pipeline with cards in New lead, Qualified, Proposal and Won columns, each with a company, contact and value",
    bullets: [
      {
        icon: "pipeline",
        iconHover: "pipeline-solid",
        title: "Pipelines that fit how you sell",
        copy: "Name your own stages and drag deals along; values and close dates add up per stage.",
        url: "/track-leads",
        comingSoon: false,
      },
      {
        icon: "bell",
        iconHover: "bell-solid",
        title: "Follow-up reminders",
        copy: "Moving a deal creates its next task, so no proposal goes quiet for a week.",
        url: "/automate-sales",
        comingSoon: false,
      },
      {
        icon: "signature",
        iconHover: "signature-solid",
        title: "Proposals and e-signatures",
        copy: "Connect your proposal and e-signature apps and see when a quote is opened and signed.",
        url: "/integrations",
        comingSoon: false,
      },
      {
        icon: "chart",
        iconHover: "chart-solid",
        title: "Reports on what is closing",
        copy: "Win rate, pipeline value and a monthly forecast, without exporting to a spreadsheet.",
        url: "/sales-reporting",
        comingSoon: false,
      },
    ],
  },
  {
    id: "deliver",
    button: "Deliver",
    card: {
      title: "Deliver projects",
      copy: "A won deal becomes a project with the same client history, so the hand-off from sales to delivery takes a click instead of a meeting.",
      imageUrl: "journey/deliver.jpg",
      layout: "imageRight",
    },
    imageAlt: "Project board for a won client with onboarding tasks, owners and due dates",
    bullets: [
      {
        icon: "board",
        iconHover: "board-solid",
        title: "Projects from won deals",
        copy: "Contacts, files and notes move over with the deal into a project board.",
        url: "/manage-projects",
        comingSoon: false,
      },
      {
        icon: "checklist",
        iconHover: "checklist-solid",
        title: "Task templates",
        copy: "Start every onboarding from the same checklist, with owners and due dates already set.",
        url: "/manage-projects",
        comingSoon: false,
      },
      {
        icon: "team",
        iconHover: "team-solid",
        title: "One shared client timeline",
        copy: "Everyone on the project sees every email, call and note, whoever wrote it.",
        url: "/manage-contacts",
        comingSoon: false,
      },
      {
        icon: "sparkle",
        iconHover: "sparkle-solid",
        title: "AI project catch-ups",
        copy: "A short summary of any project before your client call, written from its latest activity.",
        url: "",
        comingSoon: true,
      },
    ],
  },
  {
    id: "repeat",
    button: "Repeat",
    card: {
      title: "Create repeat business",
      copy: "Your next project usually comes from a client you already have. Stay in touch after the work wraps up, and let reminders and campaigns bring the next brief to you.",
      imageUrl: "journey/repeat.jpg",
      layout: "imageLeft",
    },
    imageAlt: "Automation that sends a renewal check-in email and creates a follow-up task before a contract ends",
    bullets: [
      {
        icon: "megaphone",
        iconHover: "megaphone-solid",
        title: "Campaigns to past clients",
        copy: "Send a seasonal note or a newsletter to a saved list and see who opened it.",
        url: "/marketing-tools",
        comingSoon: false,
      },
      {
        icon: "repeat",
        iconHover: "repeat-solid",
        title: "Renewal automations",
        copy: "A check-in task and a draft email arrive 60 days before a retainer ends.",
        url: "/automate-sales",
        comingSoon: false,
      },
      {
        icon: "bell",
        iconHover: "bell-solid",
        title: "Keep-in-touch reminders",
        copy: `Choose how often to check in with each client, and ${site.name} tells you when it is time.`,
        url: "/manage-contacts",
        comingSoon: false,
      },
      {
        icon: "star",
        iconHover: "star-solid",
        title: "Review and referral requests",
        copy: "Ask for a review the day a project closes, while the good work is fresh in everyone's mind.",
        url: "",
        comingSoon: false,
      },
    ],
  },
]
