/** The booking Function's dependencies, from the environment when it runs (as the other lead Functions). */
import { runtimeCmsOptions } from "../cms-proxy/proxy"
import { runtimeLeadDeps } from "../leads/handler"
import { leadsConfig } from "../leads/runtime-env"
import { requestDatabase } from "../leads/database"
import { bookingStoreOf } from "./booking-store"
import type { DemoBookingDeps } from "./handler"
import { cmsBookingSettings } from "./settings-query"

export function runtimeBookingDeps(): DemoBookingDeps {
  const config = leadsConfig()
  // The rate limit, the lead and the booking share the request's one attempt at the database.
  const openDatabase = requestDatabase(config.database)
  return { ...runtimeLeadDeps(config, openDatabase), loadSettings: cmsBookingSettings(runtimeCmsOptions()), openBookings: async () => bookingStoreOf(await openDatabase()) }
}
