/** What every pageBuilder block receives: its own generated fragment type, and whether its heading is the page's h1. */
export interface PageBlockProps<Block> {
  block: Block
  isFirst: boolean
}
