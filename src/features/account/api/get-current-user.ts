import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser, UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'

/**
 * The user a token belongs to (its `sub`), without verifying it (the server does): keys the user's queries,
 * so a cache restored from IndexedDB never shows one account's data under another account's token.
 */
export function tokenSubject(token: string | null): string {
  try {
    const payload = token?.split('.')[1]
    const sub: unknown = payload && JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Every query of the signed-in user lives under 'account': logout removes them all at once. */
export const accountKeys = {
  all: ['account'] as const,
  me: (token = api.tokens.get()) => ['account', tokenSubject(token), 'me'] as const,
  agency: (token = api.tokens.get()) => ['account', tokenSubject(token), 'agency'] as const,
}

/**
 * The user with its phones merged from `included`. Same as mergeUserDocument in domain/account.ts, which
 * cannot be imported here: that module loads zod, and the header (home page) reads the current user.
 */
export function toCurrentUser(doc: Pick<UserDocument, 'data' | 'included'>): CurrentUser {
  const byId = new Map(doc.included.map((p) => [p.id, p]))
  const phones = doc.data.relationships.phones.data.flatMap((ref) => {
    const p = byId.get(ref.id)
    return p ? [{ id: p.id, ...p.attributes }] : []
  })
  return { id: doc.data.id, ...doc.data.attributes, phones }
}

/** GET /v1/users (spec §7): the current user, fetched when a token exists but no user is loaded. */
export const getCurrentUser = (signal?: AbortSignal): Promise<CurrentUser> =>
  api.get<UserDocument>('/v1/users', undefined, signal).then(toCurrentUser)

export const currentUserQueryOptions = (token = api.tokens.get()) =>
  queryOptions({
    queryKey: accountKeys.me(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
  })
