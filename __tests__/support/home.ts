/**
 * Homepage test fixtures: the inputs the template hands every section, with fake pictures
 * for each section's fragment of the page query (the CMS's site volume): one picture per
 * path its content names.
 */
import type { HomeImageNode, HomeInputs, HomePictures } from "../../src/blocks/home/types"
import { heroMobileImage, industrySlides } from "../../src/blocks/home/Hero/Hero.content"
import { featureSlides, featureTabs } from "../../src/blocks/home/FeatureSlider/FeatureSlider.content"
import { customerLogos } from "../../src/config/customer-logos"
import { ceoQuote } from "../../src/blocks/home/CeoQuote/CeoQuote.content"
import { journeyStages } from "../../src/blocks/home/CustomerJourney/CustomerJourney.content"
import { bentoCards, bentoQuote } from "../../src/blocks/home/BentoCards/BentoCards.content"
import { storyCards } from "../../src/blocks/home/ResourceCards/ResourceCards.content"
import { videoTestimonial } from "../../src/blocks/home/VideoTestimonial/VideoTestimonial.content"
import { twoUpBlocks } from "../../src/blocks/home/TwoUp/TwoUp.content"
import { closingVideo } from "../../src/blocks/home/ClosingCta/ClosingCta.content"
import { homeAssetFilename } from "../../src/lib/home/site-assets"
import type { HomeGlobals } from "../../src/lib/home/types"
import { site } from "../../src/config/site"

/** What the template gives the sections for the sample content, with any part replaced. */
export function homeInputs(
  overrides: {
    entry?: Partial<HomeInputs["entry"]>
    globals?: Partial<HomeGlobals>
    blogEntries?: HomeInputs["blogEntries"]
    cardPages?: HomeInputs["cardPages"]
    experiments?: HomeInputs["experiments"]
    pictures?: Partial<HomePictures>
  } = {},
): HomeInputs {
  return {
    entry: { title: "Home", eyebrow: null, ...overrides.entry },
    globals: { g2Rating: null, signupUrl: site.signupPath, signInUrl: site.signInUrl, ...overrides.globals },
    blogEntries: overrides.blogEntries ?? [],
    cardPages: overrides.cardPages ?? [],
    experiments: overrides.experiments ?? [],
    pictures: { ...fakeHomePictures(), ...overrides.pictures },
  }
}

/** Each section's pictures as the page query returns them: one per path the section's content names. */
export function fakeHomePictures(): HomePictures {
  const nodes = (content: unknown) => ({ nodes: fakeHomeImageNodes(imagePathsIn(content)) })
  return {
    heroSlides: nodes(industrySlides),
    heroPhone: nodes([heroMobileImage.image]),
    featureScreens: nodes(featureSlides),
    featureIcons: nodes(featureTabs),
    logoStripImages: nodes(customerLogos),
    ceoQuoteImages: nodes(ceoQuote),
    journeyImages: nodes(journeyStages),
    bentoImages: nodes([bentoCards, bentoQuote]),
    resourceCardImages: nodes(storyCards),
    videoTestimonialImages: nodes(videoTestimonial),
    twoUpImages: nodes(twoUpBlocks),
    closingCtaImages: nodes(closingVideo),
  }
}

/** One picture per homepage path, as a section's fragment returns it from the site volume (the logo strip reads the same fields). */
export function fakeHomeImageNodes(paths: readonly string[]): HomeImageNode[] {
  return paths.map((path) => {
    const url = `/assets/_transforms/site/${homeAssetFilename(path)}`
    return {
      filename: homeAssetFilename(path),
      picture: { layout: "constrained", width: 224, height: 84, sizes: "(min-width: 224px) 224px, 100vw", src: url, srcSet: `${url} 224w`, sources: [] },
    }
  })
}

/** Every image path a section's static data names, for feeding fakeHomeImageNodes. */
export function imagePathsIn(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (v: unknown): void => {
    if (typeof v === "string" && /\.(jpe?g|png|webp|avif)$/i.test(v) && !v.includes("://")) found.add(v)
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === "object") Object.values(v).forEach(visit)
  }
  visit(value)
  return [...found]
}
