import { EnvError, readBuildEnv } from "../../src/config/env"

const base = { CMS_URL: "http://127.0.0.1:4000" }

test("CMS_FULL_SOURCE: '1' or 'true' asks for a full sourcing, unset or '0' does not, anything else is an error naming it", () => {
  expect(readBuildEnv(base).cmsFullSource).toBe(false)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "0" }).cmsFullSource).toBe(false)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "1" }).cmsFullSource).toBe(true)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "true" }).cmsFullSource).toBe(true)
  expect(() => readBuildEnv({ ...base, CMS_FULL_SOURCE: "yes please" })).toThrow(EnvError)
  expect(() => readBuildEnv({ ...base, CMS_FULL_SOURCE: "yes please" })).toThrow(/CMS_FULL_SOURCE/)
})
