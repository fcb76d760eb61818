/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL shared by the user and admin clients; same origin when unset. */
  readonly VITE_API_URL?: string
  /** Set by vite.config.ts from the API contract: a new value drops the persisted query cache. */
  readonly VITE_CACHE_BUSTER?: string
  /** A MapLibre style URL for the maps; the bundled local style (src/listings/map/style.ts) when unset. */
  readonly VITE_MAP_STYLE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
