// After a deploy an old page may ask for chunks that no longer exist; reload to get the new ones,
// but at most once per 10 s per path so a truly broken chunk cannot loop.
const CHUNK_RELOAD_WINDOW_MS = 10_000
const KEY_PREFIX = 'mi.chunkReload:'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message)
}

export interface ReloadDeps {
  now?: () => number
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  reload?: () => void
  path?: string
}

/** Reloads unless this path was reloaded for a chunk error in the last 10 s. Returns whether it reloaded. */
export function reloadOnChunkError({
  now = Date.now,
  storage = sessionStorage,
  reload = () => location.reload(),
  path = location.pathname,
}: ReloadDeps = {}): boolean {
  const key = KEY_PREFIX + path
  let last = 0
  try {
    last = Number(storage.getItem(key) ?? 0)
  } catch {
    // Storage blocked: reload anyway, the browser's own loop protection remains.
  }
  if (now() - last < CHUNK_RELOAD_WINDOW_MS) return false
  try {
    storage.setItem(key, String(now()))
  } catch {
    return false
  }
  reload()
  return true
}

/** Vite fires vite:preloadError when a dynamic import's chunk or CSS fails to load. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline a reload cannot fetch the chunk either (and would drop what the visitor typed): let it fail.
    if (navigator.onLine === false) return
    if (reloadOnChunkError()) event.preventDefault()
  })
}
