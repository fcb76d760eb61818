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
