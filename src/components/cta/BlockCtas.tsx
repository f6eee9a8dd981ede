import React from "react"
import { blockCtas, type CmsLinkShape, type CtaItemInput } from "../../lib/cta/cta-item"
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
}

/** A block's calls to action (lib/cta/cta-item.ts blockCtas), each through the one CTA component. */
export function BlockCtas({ items, links, placement, className, labelOverrides }: BlockCtasProps): React.JSX.Element | null {
  return <CtaList ctas={blockCtas(items, links)} placement={placement} className={className} labelOverrides={labelOverrides} />
}
