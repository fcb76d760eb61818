// The signed-in user's token as the replayers see it. The page keeps it here as well as in its own state
// because the service worker cannot read the page's storage; entries never store it (replay.ts adds it at
// send time). Cleared on logout.
import { whenIdle } from '../browser/idle'
import { openOfflineDb } from './db'

const TOKEN_KEY = 'replay-token'

export async function setReplayToken(token: string | null): Promise<void> {
  const db = await openOfflineDb()
  if (token) await db.put('meta', token, TOKEN_KEY)
  else await db.delete('meta', TOKEN_KEY)
}

export async function getReplayToken(): Promise<string | null> {
  const db = await openOfflineDb()
  const token = await db.get('meta', TOKEN_KEY)
  return typeof token === 'string' ? token : null
}

interface TokenStoreLike {
  get(): string | null
  set(token: string): void
  clear(): void
}

/**
 * Wraps the user client's token store so every change is mirrored for the replayers (and the current token
 * right away). Use: `tokens: mirrorToReplayer(createTokenStore(USER_TOKEN_KEY))`.
 */
export function mirrorToReplayer<S extends TokenStoreLike>(store: S): S {
  const mirror = (token: string | null) => {
    setReplayToken(token).catch((err: unknown) =>
      console.warn('outbox: could not keep the token for replay', err),
    )
  }
  // The current token once the page is idle: opening IndexedDB must not compete with the first screen.
  whenIdle(() => mirror(store.get()))
  return {
    ...store,
    get: () => store.get(),
    set(token: string) {
      store.set(token)
      mirror(token)
    },
    clear() {
      store.clear()
      mirror(null)
    },
  } as S
}
