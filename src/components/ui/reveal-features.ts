// framer-motion's DOM animation features, in their own chunk: LazyMotion fetches them
// after hydration, so they never weigh on the first load (DESIGN 6).
import { domAnimation } from "framer-motion"

export default domAnimation
