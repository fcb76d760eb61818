/** The cookie that records the visitor's consent (LGPD) to analytics and the install prompt, kept a year. */
export const LGPD_COOKIE = 'lgpdAccepted'
export const COOKIE_MAX_AGE_SECONDS = 31_536_000
