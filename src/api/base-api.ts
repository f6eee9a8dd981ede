import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { handleCmsProxy, runtimeCmsOptions } from "../lib/cms-proxy/proxy"

/** POST /api/base-api { operationName, variables }: a named operation against the published CMS content. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const result = await handleCmsProxy({ method: req.method, body: req.body, contentLength: Number(req.headers["content-length"] ?? 0) }, runtimeCmsOptions(false))
  res.status(result.status).json(result.body)
}
