/** The server side (node environment, as Gatsby renders pages): the deferred part is in the HTML, complete. */
import React from "react"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { deferHydration } from "../../plugins/gatsby-plugin-site-runtime/deferred-hydration"

function Journey({ title }: { title: string }): React.JSX.Element {
  return (
    <section id="customer-journey">
      <h2>{title}</h2>
      <button type="button">Connect</button>
    </section>
  )
}

/** Gatsby's way: stream, and wait for every lazy part before writing the HTML. */
function renderOnServer(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk)
        done()
      },
    })
    sink.on("finish", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

test("the server HTML holds the whole part inside its wrapper", async () => {
  const Deferred = deferHydration(async () => Journey)
  const html = await renderOnServer(<Deferred title="Your entire customer journey in one place" />)
  expect(html).toMatch(/^<div data-hydration="server">/)
  expect(html).toContain("<h2>Your entire customer journey in one place</h2>")
  expect(html).toContain(">Connect</button>")
})
