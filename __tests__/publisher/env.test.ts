/** readPublisherEnv: where the publisher listens and the webhook secret it demands. */
import { EnvError, readPublisherEnv } from "../../src/config/env"

describe("readPublisherEnv", () => {
  it("listens on 127.0.0.1:9000 by default and makes no secret up itself", () => {
    expect(readPublisherEnv({})).toEqual({ port: 9000, host: "127.0.0.1", webhookSecret: undefined, cmsUrl: undefined })
  })

  it("reads PORT, HOST and the secret", () => {
    expect(readPublisherEnv({ PORT: "9100", HOST: "0.0.0.0", CMS_WEBHOOK_SECRET: "s".repeat(16) })).toMatchObject({
      port: 9100,
      host: "0.0.0.0",
      webhookSecret: "s".repeat(16),
    })
  })

  it("refuses a bad port and a short secret", () => {
    expect(() => readPublisherEnv({ PORT: "ninety" })).toThrow(EnvError)
    expect(() => readPublisherEnv({ PORT: "70000" })).toThrow(/PORT/)
    expect(() => readPublisherEnv({ CMS_WEBHOOK_SECRET: "short" })).toThrow(/at least 16/)
  })

  it("wants the secret Craft sends when the CMS is a real one", () => {
    expect(() => readPublisherEnv({ CMS_URL: "https://cms.example.com" })).toThrow(/CMS_WEBHOOK_SECRET is not set/)
    expect(readPublisherEnv({ CMS_URL: "https://cms.example.com/", CMS_WEBHOOK_SECRET: "s".repeat(20) }).cmsUrl).toBe("https://cms.example.com")
  })
})
