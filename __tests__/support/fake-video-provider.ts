/**
 * A stand-in for the video provider (Wistia, SPEC 7.4) on a loopback port, for the jest
 * tests of the metadata client and the browser test of the facade: the per-video metadata
 * at /embed/medias/{id}.jsonp in Wistia's JSONP shape, the player page at /embed/iframe/{id}
 * (a page with a <video> of one of the site's sample files, so a test can see it play), its
 * poster and its file. It knows the videos it is given; for any other id it answers as
 * Wistia does, `{"error":true,…}`. Every request is recorded, in order.
 */
import { createReadStream, statSync } from "node:fs"
import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"

export interface FakeVideo {
  id: string
  name: string
  /** Seconds. */
  duration: number
  /** A sample file under static/videos, without its extension: its .mp4 plays, its .jpg is the poster. */
  sample: string
}

export interface FakeVideoProvider {
  /** The base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  /** Every request's path, in the order they came. */
  requests: string[]
  /** Makes the metadata of every video stall (no answer) until the provider closes. */
  stallMetadata(stall: boolean): void
  close(): Promise<void>
}

const STATIC_VIDEOS = join(__dirname, "..", "..", "static", "videos")

export const jsonpFor = (id: string, body: unknown): string => `window['wistiajsonp-/embed/medias/${id}.jsonp'] = ${JSON.stringify(body)};\n`

export async function startFakeVideoProvider(videos: readonly FakeVideo[]): Promise<FakeVideoProvider> {
  const requests: string[] = []
  const byId = new Map(videos.map((video) => [video.id, video]))
  let stalled = false
  let url = ""

  const sendFile = (res: ServerResponse, file: string, type: string): void => {
    const size = statSync(file).size
    res.writeHead(200, { "content-type": type, "content-length": size, "access-control-allow-origin": "*" })
    createReadStream(file).pipe(res)
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname
    requests.push(path)
    const metadata = /^\/embed\/medias\/([^/]+)\.jsonp$/.exec(path)
    if (metadata) {
      if (stalled) return // never answers: the client's timeout is what ends it
      const video = byId.get(decodeURIComponent(metadata[1]!))
      const body = video
        ? {
            media: {
              hashedId: video.id,
              name: video.name,
              duration: video.duration,
              type: "Video",
              assets: [
                { type: "original", url: `${url}/deliveries/${video.id}.bin`, width: 1280, height: 720 },
                { type: "still_image", url: `${url}/deliveries/${video.id}-still.bin`, width: 1280, height: 720 },
              ],
            },
          }
        : { error: true, iframe: true, message: "Media not found" }
      res.writeHead(200, { "content-type": "application/javascript", "access-control-allow-origin": "*" })
      res.end(jsonpFor(metadata[1]!, body))
      return
    }
    const still = /^\/deliveries\/([^/]+)-still\.jpg$/.exec(path)
    const file = /^\/deliveries\/([^/]+)\.mp4$/.exec(path)
    const player = /^\/embed\/iframe\/([^/]+)$/.exec(path)
    const video = byId.get(decodeURIComponent((still ?? file ?? player)?.[1] ?? ""))
    if (video && still) return sendFile(res, join(STATIC_VIDEOS, `${video.sample}.jpg`), "image/jpeg")
    if (video && file) return sendFile(res, join(STATIC_VIDEOS, `${video.sample}.mp4`), "video/mp4")
    if (video && player) {
      const autoplay = new URL(req.url ?? "/", "http://fake").searchParams.get("autoPlay") === "true"
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end(
        `<!doctype html><html lang="en"><title>${video.name}</title><body style="margin:0;background:#000">` +
          `<video controls muted playsinline ${autoplay ? "autoplay" : ""} style="width:100%;height:100vh" src="/deliveries/${video.id}.mp4" aria-label="${video.name}"></video>`,
      )
      return
    }
    res.writeHead(404, { "content-type": "text/plain" })
    res.end("not found")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    stallMetadata: (stall) => {
      stalled = stall
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
