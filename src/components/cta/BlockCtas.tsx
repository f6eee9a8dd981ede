import React from "react"
import { site } from "../../config/site"
import { asksForDemo, blockCtas, defaultCtaLabels, type CtaItemInput } from "../../lib/cta/cta-item"
import type { CmsLinkShape } from "../../lib/links/cms-link"
import { ModalLeadForm, type ModalLeadFormProps } from "../../features/lead-capture/forms/ModalLeadForm"
import { CtaList } from "./CtaItem"
import type { CmsImageData } from "../ui/CmsImage"

export interface BlockCtasProps {
  /** The block's CTA items (its `ctas` field). */
  items: ReadonlyArray<CtaItemInput<CmsImageData> | null> | null | undefined
  /** Its older plain links (primaryCta, secondaryCta, cta), shown when it has no CTA item. */
  links?: ReadonlyArray<CmsLinkShape | null | undefined>
  /** Where the block is, for analytics: '{block} / {title or eyebrow}'. */
  placement: string
  className?: string
  /** Copy replacing the i-th CTA's label (personalisation's variableElements). */
  labelOverrides?: ReadonlyArray<string | null | undefined>
  /**
   * The block's own demo form behind a button (a hero's signupFormType 'modal'): the button
   * takes the place and label of the CTA that asks for a demo (lib/cta asksForDemo), or comes
   * last, labelled 'Get a demo'.
   */
  demoForm?: Pick<ModalLeadFormProps, "form" | "className">
}

/** A block's calls to action (lib/cta/cta-item.ts blockCtas), each through the one CTA component. */
export function BlockCtas({ items, links, placement, className, labelOverrides, demoForm }: BlockCtasProps): React.JSX.Element | null {
  const ctas = blockCtas(items, links)
  if (!demoForm) return <CtaList ctas={ctas} placement={placement} className={className} labelOverrides={labelOverrides} />
  const at = ctas.findIndex((cta) => asksForDemo(cta, site.demoPath, site.siteUrl))
  const label = (at >= 0 ? labelOverrides?.[at]?.trim() || ctas[at]!.label : "") || defaultCtaLabels.demoModal
  // It looks like the CTA it replaces; added after others, it is the outlined one beside them.
  const variant = (at >= 0 ? ctas[at]!.color === "secondary" : ctas.length > 0) ? "secondary" : "primary"
  return (
    <CtaList
      ctas={ctas}
      placement={placement}
      className={className}
      labelOverrides={labelOverrides}
      slot={{
        index: at >= 0 ? at : ctas.length,
        replaces: at >= 0,
        element: <ModalLeadForm key="demo-form" label={label} placement={placement} variant={variant} {...demoForm} />,
      }}
    />
  )
}
