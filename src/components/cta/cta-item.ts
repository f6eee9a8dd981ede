import { graphql } from "gatsby"

/**
 * A CTA item (SPEC 3.6) is an entry of the ctas section, of type ctas (a button), imageCta
 * (a button on an image) or link (a text link); every type has the same fields. What they
 * mean is lib/cta/cta-item.ts; CtaItem.tsx renders them.
 */
export const fragment = graphql`
  fragment CtaItem on CmsEntry {
    __typename
    cmsId
    ... on CmsCtasCtasEntry {
      button {
        ...CmsLinkFields
      }
      buttonColor {
        slug
      }
      modalTrigger
      videoModal
      videoId
      takeBackgroundColor
      ctaRemoveUnderline
    }
    ... on CmsCtasImageCtaEntry {
      button {
        ...CmsLinkFields
      }
      buttonColor {
        slug
      }
      modalTrigger
      videoModal
      videoId
      takeBackgroundColor
      ctaRemoveUnderline
      backgroundImage {
        ...CmsImageCard
      }
    }
    ... on CmsCtasLinkEntry {
      button {
        ...CmsLinkFields
      }
      buttonColor {
        slug
      }
      modalTrigger
      videoModal
      videoId
      takeBackgroundColor
      ctaRemoveUnderline
    }
  }
  # A Typed Link Field link (CRAFT.md; SPEC 3.6's two button shapes are this one type):
  # lib/links/cms-link.ts normaliseCmsLink turns it into where it goes and what it says.
  fragment CmsLinkFields on CmsLink {
    type
    url
    text
    customText
    target
    ariaLabel
    title
    element {
      path
    }
  }
`
