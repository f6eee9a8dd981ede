import { graphql } from "gatsby"

/**
 * A CTA item (SPEC 3.6) is an entry of the ctas section, of type ctas (a button), imageCta
 * (a button on an image) or link (a text link); every type has the same button field.
 */
export const fragment = graphql`
  fragment CtaItem on CmsEntry {
    __typename
    cmsId
    ... on CmsCtasCtasEntry {
      button {
        ...CmsLinkFields
      }
    }
    ... on CmsCtasImageCtaEntry {
      button {
        ...CmsLinkFields
      }
    }
    ... on CmsCtasLinkEntry {
      button {
        ...CmsLinkFields
      }
    }
  }
  fragment CmsLinkFields on CmsLink {
    label
    url
    target
  }
`

/** The link of a CTA item, or null when the entry is not one or has no button. */
export function ctaItemLink(item: Queries.CtaItemFragment | null | undefined): Queries.CmsLinkFieldsFragment | null {
  return item && "button" in item ? (item.button ?? null) : null
}
