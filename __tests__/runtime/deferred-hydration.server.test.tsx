/** The server side (node environment, as Gatsby renders pages): the deferred part is in the HTML, complete. */
import React from "react"
import { renderOnServer } from "../support/render-on-server"
import { deferHydration } from "../../src/runtime/deferred-hydration"

function Journey({ title }: { title: string }): React.JSX.Element {
  return (
    <section id="customer-journey">
      <h2>{title}</h2>
      <button type="button">Connect</button>
    </section>
  )
}

test("the server HTML holds the whole part inside its wrapper", async () => {
  const Deferred = deferHydration(async () => Journey)
  const html = await renderOnServer(<Deferred title="Your entire customer journey in one place" />)
  expect(html).toMatch(/^<div data-hydration="server">/)
  expect(html).toContain("<h2>Your entire customer journey in one place</h2>")
  expect(html).toContain(">Connect</button>")
})
