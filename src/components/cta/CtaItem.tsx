import React, { Suspense, lazy, useState } from "react"
import { createPortal } from "react-dom"
import { Button, ButtonLink } from "../ui/Button"
import { SmartLink } from "../ui/SmartLink"
import { CmsImage, type CmsImageData } from "../ui/CmsImage"
import { LazyVideoModal } from "../ui/video/LazyVideoModal"
import { trackCtaClick } from "../../lib/analytics/track"
import type { CtaView } from "../../lib/cta/cta-item"
import * as styles from "./CtaItem.module.css"

// The navigation's demo modal (SPEC 2.11), the same chunk wherever it is opened: its code
// (and the form's) arrives on the first click, never with the page (DESIGN 6).
const DemoRequestModal = lazy(() => import("../../features/lead-capture/forms/DemoRequestModal").then((module) => ({ default: module.DemoRequestModal })))

export type CtaItemView = CtaView<CmsImageData>

export interface CtaItemProps {
  cta: CtaItemView
  /** Where the CTA sits, reported with every click (SPEC 7.4), e.g. 'Hero / Win more repeat work'. */
  placement: string
  /**
   * Copy that replaces the label the content gave (personalisation's variableElements, e.g.
   * the element 'heroPrimaryCta'); empty or absent keeps the content's label.
   */
  labelOverride?: string | null
}

/** The design system's button variant for a colour; 'light' and 'dark' are the outlined/brand shape recoloured (CtaItem.module.css). */
const buttonVariant = (color: CtaItemView["color"]): "primary" | "secondary" => (color === "secondary" ? "secondary" : "primary")

const colorClass: Record<CtaItemView["color"], string | undefined> = {
  primary: undefined,
  secondary: undefined,
  light: styles.light,
  dark: styles.dark,
}

/**
 * One CTA item (SPEC 3.6), whatever its type: a button (`ctas`), a button on a background
 * image (`imageCta`) or a text link (`link`), in its buttonColor (or taking the colour of
 * what it sits on), that follows its link (an external one in a new tab, announced), opens
 * the demo-request modal (modalTrigger) or the video modal (videoModal + videoId). Every
 * click reports its label and placement to analytics.
 */
/** The editor's aria-label and title of the link (Typed Link Field); the aria-label only while the link shows its own text, not personalised copy. */
function linkNaming(
  action: { ariaLabel: string | null; title: string | null },
  labelOverride: string | null | undefined,
): { "aria-label"?: string; title?: string } {
  return { ...(action.ariaLabel && !labelOverride?.trim() ? { "aria-label": action.ariaLabel } : {}), ...(action.title ? { title: action.title } : {}) }
}

export function CtaItem({ cta, placement, labelOverride }: CtaItemProps): React.JSX.Element {
  const label = labelOverride?.trim() || cta.label
  const isLink = cta.kind === "link"
  const variant = buttonVariant(cta.color)
  const className = isLink
    ? [styles.textLink, cta.removeUnderline ? styles.noUnderline : undefined].filter(Boolean).join(" ")
    : [styles.cta, cta.takeBackgroundColor ? styles.takeBackground : colorClass[cta.color]].filter(Boolean).join(" ")
  // What the classes mean, readable where class names are not (the build shortens them; tests).
  const look = isLink
    ? { "data-cta-underline": cta.removeUnderline ? "none" : "underline" }
    : { "data-cta-color": cta.takeBackgroundColor ? "background" : cta.color }
  const content = isLink ? (
    <>
      {label}
      <span aria-hidden="true"> →</span>
    </>
  ) : (
    label
  )
  let control: React.JSX.Element
  if (cta.action.type !== "navigate") {
    // A text link that opens a dialog is still a button (it acts on the page), styled as a link.
    const Trigger = isLink ? TextButton : Button
    control = (
      <ModalCta action={cta.action} label={label} placement={placement}>
        {(onClick) => (
          <Trigger variant={variant} className={className} aria-haspopup="dialog" onClick={onClick} {...look}>
            {content}
          </Trigger>
        )}
      </ModalCta>
    )
  } else if (isLink) {
    control = (
      <SmartLink
        href={cta.action.href}
        target={cta.action.target ?? undefined}
        className={className}
        placement={placement}
        {...linkNaming(cta.action, labelOverride)}
        {...look}
      >
        {content}
      </SmartLink>
    )
  } else {
    control = (
      <ButtonLink
        href={cta.action.href}
        target={cta.action.target ?? undefined}
        variant={variant}
        className={className}
        placement={placement}
        {...linkNaming(cta.action, labelOverride)}
        {...look}
      >
        {content}
      </ButtonLink>
    )
  }
  if (cta.kind !== "image") return control
  return (
    <div className={styles.imageCta}>
      <CmsImage image={cta.backgroundImage} className={styles.backgroundImage} />
      <div className={styles.imageAction}>{control}</div>
    </div>
  )
}

type ModalAction = Exclude<CtaItemView["action"], { type: "navigate" }>

/** A plain button, for a text-link CTA that opens a dialog (the design system's Button carries the button look). */
function TextButton({ variant: _variant, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: string }): React.JSX.Element {
  return <button type="button" {...props} />
}

/** A CTA that opens a dialog: a real button, whose modal's code is fetched on the first press and stays mounted after, so closing returns focus to it. */
function ModalCta({
  action,
  label,
  placement,
  children,
}: {
  action: ModalAction
  label: string
  placement: string
  children: (onClick: () => void) => React.JSX.Element
}): React.JSX.Element {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const onClick = (): void => {
    trackCtaClick(label, placement)
    setMounted(true)
    setOpen(true)
  }
  const close = (): void => setOpen(false)
  // The dialog goes to the end of <body>: the top layer puts it above the page, but styles still
  // inherit through the DOM, and a CTA on a dark banner would pass its light text to the dialog.
  const modal =
    action.type === "video" ? (
      <LazyVideoModal open={open} onClose={close} title={label} videoId={action.videoId} />
    ) : (
      <DemoRequestModal open={open} onClose={close} />
    )
  return (
    <>
      {children(onClick)}
      {mounted ? createPortal(<Suspense fallback={null}>{modal}</Suspense>, document.body) : null}
    </>
  )
}

/** An element a block puts among its CTAs (a form's button): at `index`, in place of the CTA there when `replaces`. */
export interface CtaSlot {
  index: number
  replaces: boolean
  element: React.ReactElement
}

/** A block's CTAs in a row, each reporting the block's placement. `labelOverrides[i]` replaces the i-th label. */
export function CtaList({
  ctas,
  placement,
  className,
  labelOverrides = [],
  slot,
}: {
  ctas: ReadonlyArray<CtaItemView>
  placement: string
  className?: string
  labelOverrides?: ReadonlyArray<string | null | undefined>
  slot?: CtaSlot
}): React.JSX.Element | null {
  if (ctas.length === 0 && !slot) return null
  const items: React.ReactElement[] = ctas.map((cta, index) => <CtaItem key={cta.key} cta={cta} placement={placement} labelOverride={labelOverrides[index]} />)
  if (slot) items.splice(slot.index, slot.replaces ? 1 : 0, slot.element)
  return <div className={[styles.list, className].filter(Boolean).join(" ")}>{items}</div>
}
