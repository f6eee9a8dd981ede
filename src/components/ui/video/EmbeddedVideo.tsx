import { deferHydration } from "../../../runtime/deferred-hydration"
import type { VideoFacadeProps } from "./VideoFacade"

/**
 * A video in the page's content (a blog or case-study video block, a webinar's recording),
 * as a facade (VideoFacade.tsx). Its code is the facade's lazy chunk (with the player), woken as
 * the video comes within a screen of the viewport or is tabbed to: until then it is its
 * server HTML, so no page pays for it in its first-load JavaScript and nothing of it runs
 * before the first paint (DESIGN 6). The wrapper's class is global (global.css: the
 * facade's 16:9 ratio, so a client-side navigation that renders the facade late does not
 * shift the page): a CSS module would add its class map to every page that has a video.
 */
export const EmbeddedVideo = deferHydration<VideoFacadeProps>(() => import("./VideoFacade").then((module) => module.VideoFacade), {
  className: "embedded-video",
})
