import React from "react"
import { deferHydration } from "../../../runtime/deferred-hydration"
import type { DemoBookingProps } from "./DemoBooking"

/** What the visitor typed or chose in the server's copy of the form before its code arrived. */
function typedBooking(form: HTMLFormElement | null): DemoBookingProps["initial"] {
  const value = (name: string): string => {
    const field = form?.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : ""
  }
  return { slot: form?.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value ?? "", fullName: value("fullName"), email: value("email") }
}

/**
 * The booking form's code (the slot computation, the form, its calls: about 5 KB gzip) is a
 * chunk of its own, woken right after the page hydrates: the server HTML is the complete
 * form meanwhile (it posts without JavaScript), so /demos/book's first-load JavaScript is
 * the page shell's. The live form starts from whatever the visitor already chose or typed.
 */
export const DeferredDemoBooking = deferHydration<DemoBookingProps>(
  () =>
    import(/* webpackChunkName: "demo-booking" */ "./DemoBooking").then(({ DemoBooking }) => {
      const typed = typeof document === "undefined" ? undefined : typedBooking(document.querySelector("[data-demo-booking-host] form"))
      return function DemoBookingKeepingInput(props: DemoBookingProps): React.JSX.Element {
        return <DemoBooking {...props} initial={props.initial ?? typed} />
      }
    }),
  { wake: "afterHydration" },
)
