/** The booking Function's dependencies, from the environment when it runs (as the other lead Functions). */
import { runtimeCmsOptions } from "../../../lib/cms-proxy/proxy"
import { runtimeLeadDeps } from "./lead-handler"
import { leadsConfig } from "./runtime-env"
import { requestDatabase } from "./database"
import { bookingStoreOf } from "./booking-store"
import type { DemoBookingDeps } from "./booking-handler"
import { cmsBookingSettings } from "./booking-settings-query"

export function runtimeBookingDeps(): DemoBookingDeps {
  const config = leadsConfig()
  // The rate limit, the lead and the booking share the request's one attempt at the database.
  const openDatabase = requestDatabase(config.database)
  return {
    ...runtimeLeadDeps(config, openDatabase),
    loadSettings: cmsBookingSettings(runtimeCmsOptions()),
    openBookings: async () => bookingStoreOf(await openDatabase()),
  }
}
