// Business constants of product-spec §9.
export const TRIAL_DAYS = 7
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_PROFILE_PHONES = 3
export const MAX_AGENCY_PHONES = 5
export const RENTAL_DAYS = { min: 1, max: 365 } as const
export const COOKIE_MAX_AGE_SECONDS = 31_536_000
export const LGPD_COOKIE = 'lgpdAccepted'
export const SCROLL_TOP_THRESHOLD_PX = 400
export const LOADING_INDICATOR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const
export const MAP_CLUSTER = { radius: 60, maxZoom: 16, minRed: 10 } as const
export const CHUNK_RELOAD_WINDOW_MS = 10_000
export const ROUTE_PRELOAD_CONCURRENCY = 5
export const ICON_FETCH_TIMEOUT_MS = 1500
export const RIPPLE_MS = 401
export const PAGE_SIZE_DEFAULT = 24
export const PAGE_SIZE_MAX = 60
export const SITE_NAME = 'Mercado Irecê'
/** The error type of a 401 for an expired or revoked token (spec §4 "Token discard"). */
export const INVALID_TOKEN = 'invalid_token'
