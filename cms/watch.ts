/**
 * The stand-in follows its files (DESIGN 3.1: "the embedded CMS watches its files and sends
 * the same webhook, so the local loop is the production loop"):
 *
 * - a watch of every folder of the content tree, debounced, so an editor that saves through a
 *   temporary file and a rename (or a `git checkout` touching many files) causes one reload.
 *   Folders, not files, and not Node's `recursive` option: on Linux, Node 20's recursive watch
 *   follows each file, and loses a file once an editor has replaced it by a rename (`sed -i`,
 *   vim, many IDEs), so the next save went unseen;
 * - the reload reads the whole folder with loadContent and hands the new store to the server
 *   in one assignment, so a request sees the old content or the new, never a mix;
 * - a reload that fails (half-written JSON, a key that names nothing) is logged with the
 *   ContentError, which names the file, and changes nothing: the previous store keeps
 *   serving and no webhook goes out;
 * - what changed is dated and announced as Craft does on save and delete (content-changes.ts):
 *   one webhook per changed element to every configured URL, in order.
 */
import { readdirSync, watch, type FSWatcher } from "node:fs"
import { basename, join, relative } from "node:path"
import type { CmsWebhook } from "../publisher/webhook"
import { applyHistory, type ContentHistory } from "./content-changes"
import type { ContentStore } from "./content-store"

export interface WebhookTarget {
  url: string
  headers?: Record<string, string>
}

export type CmsLogger = Pick<Console, "info" | "error">

export interface ContentWatchOptions {
  contentDir: string
  /** Reads the content folder (throws a ContentError when a file is wrong). */
  load: () => ContentStore
  /** The history of the store being served (its dates and fingerprints). */
  history: ContentHistory
  /** Called with every store that loaded, and its history, to serve and remember it. */
  swap: (store: ContentStore, history: ContentHistory) => void
  webhooks?: ReadonlyArray<WebhookTarget>
  logger?: CmsLogger
  /** Quiet time after the last file event before reloading (default 150 ms). */
  debounceMs?: number
}

export interface ContentWatcher {
  /** Stops watching; resolves once the reload and the webhooks under way are done. */
  close: () => Promise<void>
}

/** Editors' swap and backup files, which never hold content (the content files are *.json and assets). */
const isEditorScratch = (file: string): boolean => /^(\.#|#)|~$|\.(swp|swx|swo|tmp|crswap)$|^\.~/.test(basename(file))

/** Posts each webhook to every target, in order; a target that fails is logged, never thrown. */
export async function sendWebhooks(targets: ReadonlyArray<WebhookTarget>, webhooks: readonly CmsWebhook[], logger: CmsLogger = console): Promise<void> {
  for (const body of webhooks) {
    for (const target of targets) {
      try {
        const response = await fetch(target.url, {
          method: "POST",
          headers: { "content-type": "application/json", ...target.headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        if (!response.ok)
          logger.error(`Local CMS: the webhook to ${target.url} answered HTTP ${response.status} (${body.event} ${body.element.type} ${body.element.id})`)
      } catch (error) {
        logger.error(`Local CMS: could not send the webhook to ${target.url}: ${(error as Error).message}`)
      }
    }
  }
}

/** Every folder of the tree, the root first. */
function foldersOf(root: string): string[] {
  const folders = [root]
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name))
  }
  return folders
}

/**
 * Watches every folder under `root` (one inotify watch each, which outlives the files in it)
 * and calls `onEvent` with the changed path relative to `root`. Folders added later are
 * watched from the next event on; removed ones are let go.
 */
function watchTree(root: string, onEvent: (file: string | null) => void, onError: (error: Error) => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>()
  const sync = (): void => {
    let folders: Set<string>
    try {
      folders = new Set(foldersOf(root))
    } catch (error) {
      onError(error as Error)
      return
    }
    for (const [folder, watcher] of watchers) {
      if (folders.has(folder)) continue
      watcher.close()
      watchers.delete(folder)
    }
    for (const folder of folders) {
      if (watchers.has(folder)) continue
      try {
        const watcher = watch(folder, (_event, file) => {
          sync()
          onEvent(file === null ? null : relative(root, join(folder, String(file))))
        })
        watcher.on("error", () => {
          // A removed folder's watch ends with an error: let it go (the next sync drops it).
          watcher.close()
          watchers.delete(folder)
        })
        watchers.set(folder, watcher)
      } catch {
        // The folder went away between listing and watching.
      }
    }
  }
  sync()
  return {
    close: () => {
      for (const watcher of watchers.values()) watcher.close()
      watchers.clear()
    },
  }
}

export function watchContent(options: ContentWatchOptions): ContentWatcher {
  const logger = options.logger ?? console
  const debounceMs = options.debounceMs ?? 150
  let history = options.history
  let timer: NodeJS.Timeout | undefined
  let reloading: Promise<void> = Promise.resolve()
  let delivering: Promise<void> = Promise.resolve()
  let closed = false

  const reload = (): void => {
    let store: ContentStore
    try {
      store = options.load()
    } catch (error) {
      logger.error(`Local CMS: could not reload the content, still serving the previous version. ${(error as Error).message}`)
      return
    }
    const applied = applyHistory(store, history, new Date())
    history = applied.history
    options.swap(store, history)
    if (applied.webhooks.length === 0) return
    logger.info(
      `Local CMS: reloaded, ${applied.webhooks.map((w) => `${w.event} ${w.element.type} ${w.element.uri ?? w.element.typeHandle ?? w.element.id}`).join(", ")}`,
    )
    const targets = options.webhooks ?? []
    if (targets.length > 0) delivering = delivering.then(() => sendWebhooks(targets, applied.webhooks, logger))
  }

  const schedule = (file: string | null): void => {
    if (closed || (file !== null && isEditorScratch(file))) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      // One reload at a time; events during a reload schedule the next one.
      reloading = reloading.then(() => (closed ? undefined : reload()))
    }, debounceMs)
  }

  const watcher = watchTree(options.contentDir, schedule, (error) => logger.error(`Local CMS: watching ${options.contentDir} failed: ${error.message}`))

  return {
    close: async () => {
      closed = true
      clearTimeout(timer)
      watcher.close()
      await reloading
      await delivering
    },
  }
}
