import { videoObject, type PageVideo } from "../../../src/lib/seo/video-object"
import { hostedVideos } from "../../../src/config/video-hosting"

const SITE = "https://www.rapport.example"
const webinar: PageVideo = {
  videoId: "introduction",
  pageUrl: `${SITE}/webinars/pipeline-rescue-live`,
  name: "Pipeline Rescue Live",
  description: "We review real pipelines live.",
  uploadDate: "2025-10-16T17:00:00Z",
  imagePath: "/static/w/webinar.jpg",
  durationText: "45 min",
}

test("a hosted sample video: its own title, description, file, poster and length, with the entry's date", () => {
  expect(videoObject(webinar, { siteUrl: SITE, providerBase: null })).toEqual({
    "@type": "VideoObject",
    "@id": `${SITE}/webinars/pipeline-rescue-live#video`,
    name: hostedVideos["introduction"].title,
    description: hostedVideos["introduction"].description,
    thumbnailUrl: `${SITE}/videos/rapport-in-60-seconds.jpg`,
    uploadDate: "2025-10-16T17:00:00.000Z",
    duration: "PT1M",
    contentUrl: `${SITE}/videos/rapport-in-60-seconds.mp4`,
    inLanguage: "en",
  })
})

test("a provider's video: the entry's name, image and length (ISO 8601), the provider's player as embedUrl", () => {
  expect(videoObject({ ...webinar, videoId: "p9x4k2m7qa" }, { siteUrl: SITE, providerBase: "https://fast.wistia.net" })).toEqual({
    "@type": "VideoObject",
    "@id": `${SITE}/webinars/pipeline-rescue-live#video`,
    name: "Pipeline Rescue Live",
    description: "We review real pipelines live.",
    thumbnailUrl: `${SITE}/static/w/webinar.jpg`,
    uploadDate: "2025-10-16T17:00:00.000Z",
    duration: "PT45M",
    embedUrl: "https://fast.wistia.net/embed/iframe/p9x4k2m7qa",
    inLanguage: "en",
  })
})

test("what the entry does not say is left out, not made up", () => {
  const node = videoObject(
    { ...webinar, videoId: "p9x4k2m7qa", description: " ", uploadDate: "not a date", imagePath: null, durationText: "about an hour" },
    { siteUrl: SITE, providerBase: "https://fast.wistia.net" },
  )
  expect(node).not.toHaveProperty("description")
  expect(node).not.toHaveProperty("uploadDate")
  expect(node).not.toHaveProperty("thumbnailUrl")
  expect(node).not.toHaveProperty("duration")
})

test("no VideoObject for a video that cannot play here, or a provider's video without a name", () => {
  expect(videoObject({ ...webinar, videoId: "p9x4k2m7qa" }, { siteUrl: SITE, providerBase: null })).toBeNull()
  expect(videoObject({ ...webinar, videoId: null }, { siteUrl: SITE, providerBase: "https://fast.wistia.net" })).toBeNull()
  expect(videoObject({ ...webinar, videoId: "p9x4k2m7qa", name: "" }, { siteUrl: SITE, providerBase: "https://fast.wistia.net" })).toBeNull()
})
