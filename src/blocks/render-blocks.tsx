import React from "react"

/** A block as a page query returns it: its Gatsby type name and the fields its fragment selects. */
export interface BlockData {
  __typename: string
  cmsId?: string | null
  typeHandle?: string | null
}

/** The Gatsby type of a block whose type the contract does not know (plugins/gatsby-source-cms). */
type UnknownBlockType = `${string}UnknownBlock`

/**
 * For every block type of a Matrix field, the component that renders it, keyed by the
 * generated Gatsby type names: a block type in the contract that is missing here is a
 * compile error, and each component receives exactly its own block's generated type.
 */
export type BlockRegistry<Block extends BlockData, Props = object> = {
  [Type in Exclude<Block["__typename"], UnknownBlockType>]: React.ComponentType<{ block: Extract<Block, { __typename: Type }> } & Props>
}

interface RenderBlocksOptions<Block extends BlockData, Props> {
  /** The Matrix field, for the development warning. */
  field: string
  blocks: ReadonlyArray<Block | null> | null | undefined
  registry: BlockRegistry<Block, Props>
  props: (block: Block, index: number) => Props
  /** Wraps a rendered block (e.g. in an anchor); gets the block's key and its index in `blocks`. */
  wrap?: (element: React.ReactElement, block: Block, key: React.Key, index: number) => React.ReactElement
}

/**
 * Renders a Matrix field's blocks in order through its registry. A block of a type the
 * registry does not have (a block type added in the CMS before the site knows it) renders
 * nothing in production and a visible warning in development.
 */
export function renderBlocks<Block extends BlockData, Props>({
  field,
  blocks,
  registry,
  props,
  wrap,
}: RenderBlocksOptions<Block, Props>): React.ReactElement[] {
  return (blocks ?? []).flatMap((block, index) => {
    if (!block) return []
    const key = block.cmsId ?? index
    const Component = (registry as Record<string, React.ComponentType<{ block: Block } & Props> | undefined>)[block.__typename]
    if (!Component) {
      return process.env.NODE_ENV === "development"
        ? [
            <p key={key} role="alert" style={{ padding: 16, background: "#fff3cd" }}>
              Unknown {field} block “{block.typeHandle ?? block.__typename}”
            </p>,
          ]
        : []
    }
    const element = <Component key={key} block={block} {...props(block, index)} />
    return [wrap ? wrap(element, block, key, index) : element]
  })
}
