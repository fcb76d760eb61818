// Business rules both the server and the web app apply (upload size, phone counts, trial, page sizes).
export const TRIAL_DAYS = 7
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_PROFILE_PHONES = 3
export const MAX_AGENCY_PHONES = 5
export const RENTAL_DAYS = { min: 1, max: 365 } as const
export const PAGE_SIZE_DEFAULT = 24
export const PAGE_SIZE_MAX = 60
/** Per page of an advertiser's listings on /anunciante/{type}/{id}. */
export const ADVERTISER_LISTINGS_PER_PAGE = 12
export const SITE_NAME = 'Mercado Irecê'
/** The error type of a 401 for an expired or revoked token: the client drops its token and signs the user out. */
export const INVALID_TOKEN = 'invalid_token'
