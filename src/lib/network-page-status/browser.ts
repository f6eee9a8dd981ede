/**
 * The status check's browser side (SPEC 2.8, 7.3, 8): the footer's /{network}-crm link
 * starts shown (it is in the server HTML) and is hidden only when the Function answers
 * ok with `index: false`. A non-ok answer, a body that is not JSON, or a network error is
 * logged and the link stays shown.
 */
import { useEffect, useState } from "react"
import { site } from "../../config/site"
import { networkPageStatusPath } from "./route"

/** Whether the network page is indexed, i.e. whether the footer shows its link. Never rejects. */
export async function checkNetworkPageIndexed(signal?: AbortSignal, doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<boolean> {
  try {
    const response = await doFetch(networkPageStatusPath, { headers: { Accept: "application/json" }, signal })
    if (!response.ok) {
      console.error(`[footer] ${networkPageStatusPath} answered HTTP ${response.status}; the ${site.networkName} CRM link stays shown`)
      return true
    }
    const body = (await response.json()) as { index?: unknown } | null
    return body?.index !== false
  } catch (error) {
    // An abort is the footer unmounting, not a failure.
    if (!signal?.aborted) console.error(`[footer] ${networkPageStatusPath} failed; the ${site.networkName} CRM link stays shown:`, error)
    return true
  }
}

/** True until the check, run once after mount (aborted on unmount), says otherwise. */
export function useNetworkPageIndexed(): boolean {
  const [indexed, setIndexed] = useState(true)
  useEffect(() => {
    const controller = new AbortController()
    void checkNetworkPageIndexed(controller.signal).then((value) => {
      if (!controller.signal.aborted) setIndexed(value)
    })
    return () => controller.abort()
  }, [])
  return indexed
}
