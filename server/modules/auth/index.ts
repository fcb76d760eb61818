// The auth module's public face: what other server modules may import from it.
export { guessGuardsOf } from './guess-limiter'
export { hashPassword, needsRehash, verifyPassword } from './password'
export { authLimits, tooManyMessage } from './rate-limits'
export { currentAdminId, currentUserId, invalidToken, sendToken } from './request-auth'
export type { Tokens } from './tokens'
export { publicBaseUrl } from './urls'
export { loadTokenSecrets } from './secrets'
export { sendEmailChangeLink } from './email-change'
