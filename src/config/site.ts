/**
 * Every brand value the spec leaves as a placeholder (DESIGN section 1) lives here and
 * nowhere else: changing the brand is one edit. Every page's first-load code reads this module,
 * so it holds only those values: the outbound addresses are in external-links.ts, the
 * homepage's videos in videos.ts, the third-party scripts in third-party-scripts.ts.
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
