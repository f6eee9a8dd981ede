import React from "react"
import { SmartLink, type SmartLinkProps } from "./SmartLink"
import * as styles from "./Button.module.css"

type Variant = "primary" | "secondary" | "ghost"

interface CommonProps {
  variant?: Variant
  size?: "regular" | "small"
  className?: string
  children: React.ReactNode
}

const classes = (variant: Variant, size: "regular" | "small", extra?: string): string =>
  [styles.button, styles[variant], size === "small" ? styles.small : "", extra ?? ""].filter(Boolean).join(" ")

/** A call to action that navigates: internal, or external in a new tab. */
export function ButtonLink({ href, variant = "primary", size = "regular", className, children, ...rest }: CommonProps & SmartLinkProps): React.JSX.Element {
  return (
    <SmartLink href={href} className={classes(variant, size, className)} {...rest}>
      {children}
    </SmartLink>
  )
}

/** A call to action that acts on the page (opens a modal, submits …). */
export function Button({
  variant = "primary",
  size = "regular",
  className,
  children,
  type = "button",
  ...rest
}: CommonProps & React.ButtonHTMLAttributes<HTMLButtonElement>): React.JSX.Element {
  return (
    <button type={type} className={classes(variant, size, className)} {...rest}>
      {children}
    </button>
  )
}
