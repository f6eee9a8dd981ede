/**
 * Craft 4's transform fields in the stand-in's GraphQL schema, as craftcms/cms 4.x resolves them
 * (`src/gql/types/elements/Asset.php`, `src/gql/directives/Transform.php`):
 * - `url(…)`, `width(…)`, `height(…)` with transform arguments: that transform's URL and size;
 * - `url @transform(…)` (also on width and height): the same, the directive winning over arguments;
 * - `featuredImage @transform(…) { url width height srcset(…) }`: the directive on an asset field
 *   sets the transform of the assets it returns (Craft's `setTransform`), which their argument-less
 *   `url`, `width`, `height` and their `srcset` then follow;
 * - `srcset(sizes: ["300w", "600w"])` / `(["1x", "1.5x"])`: Craft's getSrcset.
 * The answer only names URLs: nothing is encoded while the query runs, unless `immediately: true`
 * asks for the file to exist before the URL is returned.
 */
import {
  defaultFieldResolver,
  getDirectiveValues,
  getNamedType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql"
import type { AssetTransforms, TransformSourceFile } from "./service"
import type { Transform, TransformArguments } from "./spec"

/** The transform an `@transform` on an asset field set on the assets it returned. */
const ELEMENT_TRANSFORM = Symbol("elementTransform")

type TransformedAsset = TransformSourceFile & { [ELEMENT_TRANSFORM]?: Transform }

/** The arguments of an `@transform` on the field being resolved, or undefined when it has none. */
function directiveArguments(info: GraphQLResolveInfo): TransformArguments | undefined {
  const directive = info.schema.getDirective("transform")
  const node = info.fieldNodes[0]
  if (!directive || !node?.directives?.length) return undefined
  return getDirectiveValues(directive, node, info.variableValues) as TransformArguments | undefined
}

const hasArguments = (args: TransformArguments | undefined): args is TransformArguments =>
  args !== undefined && Object.values(args).some((value) => value !== null && value !== undefined)

/** The transform a url/width/height field asks for: its directive, else its arguments, else the asset's own (set by an @transform above it). */
function transformOf(
  transforms: AssetTransforms,
  asset: TransformedAsset,
  args: TransformArguments,
  info: GraphQLResolveInfo,
): { transform: Transform | null; immediately: boolean } {
  const directive = directiveArguments(info)
  const given = hasArguments(directive) ? directive : args
  const transform = transforms.transformOf(given) ?? asset[ELEMENT_TRANSFORM] ?? null
  return { transform, immediately: given.immediately === true }
}

/** Resolvers of the transform fields, for every `{volume}_Asset` type of the schema source. */
export function assetTransformResolvers(
  transforms: AssetTransforms,
  origin: () => string,
  assetTypeNames: readonly string[],
): Record<string, Record<string, GraphQLFieldResolver<TransformedAsset, unknown, TransformArguments & { sizes?: string[] }>>> {
  const fields: Record<string, GraphQLFieldResolver<TransformedAsset, unknown, TransformArguments & { sizes?: string[] }>> = {
    url: async (asset, args, _context, info) => {
      const { transform, immediately } = transformOf(transforms, asset, args, info)
      const spec = transforms.specFor(asset, transform)
      // `immediately`: the file exists (made by a worker) before the URL is returned, as Craft's generateNow.
      if (spec && immediately) await transforms.ensure(spec, asset, "request")
      return transforms.urlFor(origin(), asset, transform)
    },
    width: (asset, args, _context, info) => transforms.dimensionsOf(asset, transformOf(transforms, asset, args, info).transform)[0],
    height: (asset, args, _context, info) => transforms.dimensionsOf(asset, transformOf(transforms, asset, args, info).transform)[1],
    srcset: (asset, args) => transforms.srcset(origin(), asset, asset[ELEMENT_TRANSFORM] ?? null, args.sizes ?? []),
  }
  return Object.fromEntries(assetTypeNames.map((name) => [name, fields]))
}

/**
 * Makes `@transform` on a field returning assets (a relation field, `assets`, `asset`, a user's
 * `photo`) set that transform on each asset it returns. The stored assets are shared between
 * queries, so each gets a view that carries the transform, never a change of its own.
 */
export function applyElementTransformDirective(schema: GraphQLSchema, transforms: AssetTransforms): void {
  const isAssetType = (name: string): boolean => {
    const type = schema.getType(name)
    return name === "AssetInterface" || (isObjectType(type) && type.getInterfaces().some((i) => i.name === "AssetInterface"))
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue
    for (const field of Object.values(type.getFields())) {
      if (!isAssetType(getNamedType(field.type).name)) continue
      const resolve = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args, context, info) => {
        const directive = directiveArguments(info)
        const transform = hasArguments(directive) ? transforms.transformOf(directive) : null
        const value = resolve(source, args, context, info) as unknown
        if (!transform) return value
        const view = (asset: unknown): unknown =>
          asset && typeof asset === "object" ? Object.create(asset, { [ELEMENT_TRANSFORM]: { value: transform } }) : asset
        const apply = (resolved: unknown): unknown => (Array.isArray(resolved) ? resolved.map(view) : view(resolved))
        return value instanceof Promise ? value.then(apply) : apply(value)
      }
    }
  }
}
