// framer-motion's smallest DOM feature set (the renderer and animations; Reveal needs no
// gestures: RevealMotion watches the viewport itself with useInView), in its own chunk:
// LazyMotion fetches it only when something is about to be revealed (DESIGN 6).
import { domMin } from "framer-motion"

export default domMin
