import { eq } from 'drizzle-orm'
import { profileLockedMsg, type ProfileUpdateInput } from '../../../src/domain/account'
import type { ApiError } from '../../../src/domain/api'
import { MAX_PROFILE_PHONES } from '../../../src/domain/constants'
import type { UserProfile } from '../../../src/domain/enums'
import { msg } from '../../../src/domain/messages'
import { fieldMsg, formatCpfDigits } from '../../../src/domain/validation'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { ApiHttpError, apiError } from '../../http/errors'
import { hashPassword, verifyPassword } from '../auth'
import { grantWelcomePlan } from '../billing'
import type { SearchInvalidator } from '../search'
import { saveAvatar } from './avatar'
import { planPhones, type PhonePlan } from './phones'
import { applyUserPhones, findUserByEmail, findUserById, listPhones, type UserRow } from './repository'

const PHONES = '/user/phones_attributes'

/** A profile write: the advertiser's type is a vehicle search filter (seller_type), so changing it changes answers. */
export interface ProfileWriteDeps {
  db: Db
  searchCache: SearchInvalidator
}
const invalid = (errors: ApiError[]) => new ApiHttpError(422, errors)
const field = (pointer: string, detail: string): ApiError => ({
  status: '422',
  code: 'invalid',
  detail,
  source: { pointer },
})

/** Postgres unique violation: two requests raced for the same e-mail. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause))

export async function userOr401(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId)
  if (!user)
    throw apiError(401, 'Sua sessão expirou, entre novamente.', {
      code: 'unauthorized',
      type: 'invalid_token',
    })
  return user
}

/**
 * The choose-profile screen: once answered, the type is locked (changing it takes support), and the advertiser
 * gets their profile's free plan as a welcome subscription (grantWelcomePlan), so they may publish at once.
 */
export async function chooseProfile(
  { db, searchCache }: ProfileWriteDeps,
  userId: number,
  profile: UserProfile,
): Promise<void> {
  const user = await userOr401(db, userId)
  if (user.profileChosen) {
    if (user.profile === profile) return // a replay of the same answer
    throw apiError(422, profileLockedMsg, { code: 'profile_locked', pointer: '/user/profile' })
  }
  await db
    .update(users)
    .set({ profile, profileChosen: true, canEditProfile: false, updatedAt: new Date() })
    .where(eq(users.id, userId))
  await grantWelcomePlan(db, userId)
  if (profile !== user.profile) searchCache.invalidate('advertiser type changed', userId)
}

/** PUT /sign_up: profile fields, e-mail, avatar and phones, all optional, validated together. */
export async function updateProfile(
  { db, searchCache }: ProfileWriteDeps,
  storage: Storage,
  userId: number,
  input: ProfileUpdateInput['user'],
): Promise<{ pendingEmail: string | null }> {
  const user = await userOr401(db, userId)
  const errors: ApiError[] = []
  const set: Partial<typeof users.$inferInsert> = {}

  if (input.first_name !== undefined) set.firstName = input.first_name
  if (input.last_name !== undefined) set.lastName = input.last_name
  if (input.presentation_name !== undefined) set.presentationName = input.presentation_name
  if (input.presentation !== undefined) set.presentation = input.presentation
  if (input.show_profile !== undefined) set.showProfile = input.show_profile
  if (input.cpf !== undefined) set.cpf = input.cpf === null ? null : formatCpfDigits(input.cpf)
  if (input.profile !== undefined && input.profile !== user.profile) {
    if (user.profileChosen)
      errors.push({ ...field('/user/profile', profileLockedMsg), code: 'profile_locked' })
    else {
      set.profile = input.profile
      set.profileChosen = true
      set.canEditProfile = false
    }
  }
  if (input.creci !== undefined) {
    const profile = set.profile ?? user.profile
    if (input.creci === null && profile === 'broker') errors.push(field('/user/creci', msg.required))
    else set.creci = input.creci === null ? null : input.creci.toUpperCase()
  }
  if (input.email !== undefined) await checkEmailChange(db, user, input.email, input.current_password, errors)

  let phonePlan: PhonePlan | undefined
  if (input.phones_attributes !== undefined) {
    const result = planPhones(await listPhones(db, userId), input.phones_attributes, {
      base: PHONES,
      max: MAX_PROFILE_PHONES,
      requireFilled: true,
    })
    if ('errors' in result) errors.push(...result.errors)
    else phonePlan = result.plan
  }
  if (errors.length > 0) throw invalid(errors)

  // The images are written before the row changes: a failed upload leaves the profile untouched.
  if (input.avatar !== undefined)
    set.avatar = input.avatar === null ? null : await saveAvatar(db, storage, input.avatar)
  // A new address waits for its confirmation link: the account keeps the current one until then.
  if (input.email !== undefined) set.pendingEmail = input.email

  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, userId))
      if (phonePlan) await applyUserPhones(tx, userId, phonePlan)
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid([field('/user/email', fieldMsg.emailTaken)])
    throw err
  }
  // Choosing the profile here (the first time) is the choose-profile step too: the welcome plan comes with it.
  if (set.profileChosen) await grantWelcomePlan(db, userId)
  if (set.profile !== undefined) searchCache.invalidate('advertiser type changed', userId)
  return { pendingEmail: input.email ?? null }
}

async function checkEmailChange(
  db: Db,
  user: UserRow,
  email: string,
  currentPassword: string | undefined,
  errors: ApiError[],
) {
  if (email === user.email.toLowerCase()) {
    errors.push(field('/user/email', fieldMsg.sameEmail))
    return
  }
  if (user.passwordHash && !(currentPassword && (await verifyPassword(user.passwordHash, currentPassword)))) {
    errors.push(field('/user/current_password', currentPassword ? fieldMsg.currentPassword : msg.required))
    return
  }
  const other = await findUserByEmail(db, email)
  if (other && other.id !== user.id) errors.push(field('/user/email', fieldMsg.emailTaken))
}

/** PUT /password. Accounts made by third-party sign-in set their first password without a current one. */
export async function changePassword(
  db: Db,
  userId: number,
  input: { current_password?: string | undefined; password: string },
): Promise<void> {
  const user = await userOr401(db, userId)
  if (user.passwordHash) {
    if (!input.current_password) throw invalid([field('/user/current_password', msg.required)])
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw invalid([field('/user/current_password', fieldMsg.currentPassword)])
    }
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, userId))
}
