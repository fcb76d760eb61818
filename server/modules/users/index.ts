// The users module's public face: what other server modules may import from it.
export { planPhones } from './phones'
export type { PhonePlan } from './phones'
export { findUserByEmail, findUserById, insertUser, listPhones, toUserDocument } from './repository'
export type { Tx, UserRow } from './repository'
export { isUniqueViolation, userOr401 } from './service'
