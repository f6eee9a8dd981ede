/**
 * Every brand value the spec leaves as a placeholder (DESIGN section 1) lives here and
 * nowhere else: changing the brand is one edit.
 */
export const site = {
  name: "Rapport",
  slug: "rapport",
  officeSuite: "Google Workspace",
  officeSuiteSlug: "google-workspace",
  searchProvider: "google",
  searchProviderName: "Google",
  network: "linkedin",
  networkName: "LinkedIn",
  siteUrl: "https://www.rapport.example",
  stagingSiteUrl: "https://staging.rapport.example",
  cookieDomain: { prod: ".rapport.example", staging: ".staging.rapport.example" },
  signInUrl: "https://app.rapport.example/users/sign_in",
  /** The application's own sign-up, where the /signup page's trial CTA leads (with the attribution query list). */
  signupAppUrl: "https://app.rapport.example/users/sign_up",
  signupPath: "/signup",
  demoPath: "/demos",
  loggedInCookie: "logged_in_rapport_user",
  loggedInValues: ["true", "1"],
  firstTouchCookie: "rapport_ft",
  titleSuffix: "Rapport CRM",
  /**
   * The marketing-forms service (SPEC 7.4, 9.5): the Marketo instance whose hidden form
   * 1050 takes demo requests in the browser. Off while baseUrl or munchkinId is empty (the
   * embedded default): the demo form then records leads through /api/demo-request alone.
   */
  marketo: {
    baseUrl: process.env.GATSBY_MARKETO_BASE_URL ?? "",
    munchkinId: process.env.GATSBY_MARKETO_MUNCHKIN_ID ?? "",
    formId: "1050",
  },
} as const

/** The external destinations of SPEC 2.1, used by the navigation and the footer. */
export const externalLinks = {
  helpCenter: "https://help.rapport.example",
  developerApi: "https://developers.rapport.example",
  trustCenter: "https://trust.rapport.example",
  careers: "https://careers.rapport.example",
  browserExtension: "https://chromewebstore.google.com/detail/rapport-crm/rapport-example",
  appStore: "https://apps.apple.com/app/rapport-crm/id0000000000",
  playStore: "https://play.google.com/store/apps/details?id=example.rapport.crm",
  social: {
    linkedin: "https://www.linkedin.com/company/rapport-crm-example",
    x: "https://x.com/rapportcrm_example",
    facebook: "https://www.facebook.com/rapportcrm.example",
    youtube: "https://www.youtube.com/@rapportcrm-example",
  },
} as const

/**
 * Third-party scripts (SPEC 7.4): the marketing-automation (Marketo Munchkin) and
 * link-attribution scripts. Off unless their URL is set at build time; they load after
 * the page is idle, through Gatsby's <Script>.
 */
export const thirdPartyScripts = {
  marketingAutomation: process.env.GATSBY_MARKETING_AUTOMATION_SCRIPT_URL ?? "",
  linkAttribution: process.env.GATSBY_LINK_ATTRIBUTION_SCRIPT_URL ?? "",
} as const

/** A self-hosted video: an H.264 MP4 with English captions (WebVTT) and a poster frame. */
export interface VideoSource {
  title: string
  src: string
  captions: string | null
  poster: string
  width: number
  height: number
}

/**
 * The homepage's hosted videos (static/videos). They are plain files served with the site,
 * played by the browser's own player, which loads only when a video is opened or scrolled into view.
 */
export const videos = {
  introduction: {
    title: `${site.name} in 60 seconds`,
    src: "/videos/rapport-in-60-seconds.mp4",
    captions: "/videos/rapport-in-60-seconds.en.vtt",
    poster: "/videos/rapport-in-60-seconds.jpg",
    width: 1280,
    height: 720,
  },
  testimonial: {
    title: "Jess on keeping every client conversation in one place",
    src: "/videos/customer-story-jess.mp4",
    captions: "/videos/customer-story-jess.en.vtt",
    poster: "/videos/customer-story-jess.jpg",
    width: 1280,
    height: 720,
  },
  mobileApp: {
    title: `The ${site.name} mobile app logging a client call`,
    src: "/videos/mobile-app-loop.mp4",
    captions: null,
    poster: "/videos/mobile-app-loop.jpg",
    width: 540,
    height: 960,
  },
} as const satisfies Record<string, VideoSource>
