/** The booking Function's dependencies, from the environment when it runs (as the other lead Functions). */
import { runtimeCmsOptions } from "../cms-proxy/proxy"
import { runtimeLeadDeps } from "../leads/handler"
import { leadsConfig } from "../leads/runtime-env"
import { sharedBookingStore } from "./booking-store"
import type { DemoBookingDeps } from "./handler"
import { cmsBookingSettings } from "./settings-query"

export function runtimeBookingDeps(): DemoBookingDeps {
  const config = leadsConfig()
  return { ...runtimeLeadDeps(config), loadSettings: cmsBookingSettings(runtimeCmsOptions(false)), openBookings: () => sharedBookingStore(config.database) }
}
