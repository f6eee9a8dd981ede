import { demoVideo } from "../../../src/lib/video/demo-video"

test("a row with a video id plays it, trimmed", () => {
  expect(demoVideo([{ videoId: " demo ", comingSoon: false }])).toEqual({ kind: "video", videoId: "demo" })
})

test("comingSoon shows the coming-soon state, with or without an id", () => {
  expect(demoVideo([{ videoId: "demo", comingSoon: true }])).toEqual({ kind: "comingSoon" })
  expect(demoVideo([{ videoId: null, comingSoon: true }])).toEqual({ kind: "comingSoon" })
})

test("the first row that says anything wins; empty rows, no rows or no field give no video", () => {
  expect(demoVideo([null, { videoId: "  ", comingSoon: false }, { videoId: "introduction" }, { comingSoon: true }])).toEqual({
    kind: "video",
    videoId: "introduction",
  })
  expect(demoVideo([{ videoId: "", comingSoon: null }])).toBeNull()
  expect(demoVideo([])).toBeNull()
  expect(demoVideo(null)).toBeNull()
})
