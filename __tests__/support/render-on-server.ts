import type React from "react"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"

/** Renders as Gatsby does: streams, and waits for every lazy part before writing the HTML. */
export function renderOnServer(element: React.ReactElement): Promise<string> {
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
