/**
 * The pictures of the CMS's assets: the transforms each asset's profiles need
 * (src/lib/images/profiles.ts), asked of the CMS with Craft 4's own arguments and kept on the
 * asset's node as one picture per profile. The build encodes nothing: the CMS makes each file
 * on its first request (or when warmed after the build) and keeps it.
 *
 * Assets are grouped by the profiles they need, and each group is one query by id per
 * hundred assets: `assets(id: [...]) { id LARGE_avif_480: url(width: 480, format: "avif", quality: 70) … }`.
 */
import {
  IMAGE_PROFILES,
  isRasterImageType,
  pictureOf,
  profilesOfAsset,
  transformSelection,
  type ImageProfileName,
  type PictureData,
  type ProfiledAsset,
} from "../../src/lib/images/profiles"

/** An asset as sourced: its id and what the profiles read. */
export interface SourcedAsset extends ProfiledAsset {
  cmsId: string
}

export type AssetPictures = Partial<Record<ImageProfileName, PictureData>>

interface PictureClient {
  requestStrict<T extends object>(query: string, variables?: Record<string, unknown>): Promise<T>
}

const BATCH = 100

/** The query of one group of assets that need the same profiles. */
export const assetPicturesQuery = (profiles: readonly ImageProfileName[]): string =>
  `query sourceAssetTransforms($id: [QueryArgument]) { assets(id: $id) { id ${profiles.map(transformSelection).join(" ")} } }`

/**
 * Every asset's pictures, by CMS id. `rewrite` makes a transform URL the page's own
 * (docs/images.md: an asset URL on the CMS's asset path is served through the site's origin). A
 * transform the CMS does not answer fails the build, naming the asset (profiles.ts `pictureOf`).
 */
export async function sourceAssetPictures(
  client: PictureClient,
  assets: readonly SourcedAsset[],
  rewrite: (url: string) => string | null,
): Promise<Map<string, AssetPictures>> {
  const groups = new Map<string, { profiles: readonly ImageProfileName[]; assets: SourcedAsset[] }>()
  for (const asset of assets) {
    const profiles = profilesOfAsset(asset)
    if (profiles.length === 0) continue
    const key = profiles.join(",")
    const group = groups.get(key) ?? { profiles, assets: [] }
    group.assets.push(asset)
    groups.set(key, group)
  }
  const pictures = new Map<string, AssetPictures>()
  const requests: Array<Promise<void>> = []
  for (const { profiles, assets: members } of groups.values()) {
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH)
      requests.push(
        client
          .requestStrict<{ assets: Array<Record<string, unknown>> | null }>(assetPicturesQuery(profiles), { id: batch.map((a) => a.cmsId) })
          .then((answer) => {
            const byId = new Map((answer.assets ?? []).map((raw) => [String(raw.id), raw]))
            for (const asset of batch) {
              const urls = byId.get(asset.cmsId)
              if (!urls) throw new Error(`The CMS did not answer the transforms of asset ${asset.cmsId} ("${asset.volume}/${asset.filename}")`)
              const sized = { ...asset, width: asset.width!, height: asset.height! }
              pictures.set(asset.cmsId, Object.fromEntries(profiles.map((name) => [name, pictureOf(name, sized, urls, rewrite)])))
            }
          }),
      )
    }
  }
  await Promise.all(requests)
  return pictures
}

/** The GraphQL types of a picture (`CmsAsset.picture(profile:)`, resolved in gatsby-node.ts). */
export const PICTURE_TYPE_DEFS = `
enum ImageProfile { ${Object.keys(IMAGE_PROFILES).join(" ")} }
type CmsPictureSource @dontInfer {
  type: String!
  srcSet: String!
}
type CmsPicture @dontInfer {
  "How the picture fills its place: constrained (up to its width), fullWidth or fixed."
  layout: String!
  "The <img>'s width and height: its ratio, and a constrained or fixed picture's box."
  width: Int!
  height: Int!
  sizes: String!
  "The fallback, in the original's format (JPEG or PNG)."
  src: String!
  srcSet: String!
  "The modern formats, best first (AVIF, WebP)."
  sources: [CmsPictureSource!]!
}
`

/** The resolver of `CmsAsset.picture(profile:)`: the picture sourced for that profile, or an error naming the asset. */
export function resolvePicture(
  source: { pictures?: AssetPictures | null; volume?: string; filename?: string; mimeType?: string; url?: string | null },
  profile: ImageProfileName,
): PictureData | null {
  const picture = source.pictures?.[profile]
  if (picture) return picture
  // An SVG or a file that is no image has no picture: the caller shows its URL, or nothing.
  // Nor has an image without a URL (a volume without public URLs): sourcing warned, it is shown nowhere.
  if (!isRasterImageType(source.mimeType) || !source.url) return null
  throw new Error(
    `Asset "${source.volume}/${source.filename}" was not sourced with the image profile ${profile}: give assets like it that profile in profilesOfAsset (src/lib/images/profiles.ts)`,
  )
}
