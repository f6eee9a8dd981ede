/** jsdom lacks TextEncoder, which react-dom/server needs: import this first in a jsdom test that renders to a string. */
import { TextDecoder, TextEncoder } from "node:util"

const host = globalThis as unknown as { TextEncoder?: unknown; TextDecoder?: unknown }
host.TextEncoder ??= TextEncoder
host.TextDecoder ??= TextDecoder
