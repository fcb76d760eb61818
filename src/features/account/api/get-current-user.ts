import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser, UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

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

/** GET /v1/users: the current user, fetched when a token exists but no user is loaded. */
export const getCurrentUser = (signal?: AbortSignal): Promise<CurrentUser> =>
  api.get<UserDocument>('/v1/users', undefined, signal).then(toCurrentUser)

export const currentUserQueryOptions = (token = api.tokens.get()) =>
  queryOptions({
    queryKey: accountKeys.me(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
  })
