// The page's side of the replay token: every change of the signed-in user's token is written where the replayers
// read it (auth-token.ts). The outbox's database is loaded with the first write, once the page is idle: the first
// visit's JavaScript does not carry it.
import { whenIdle } from '../browser/idle'
import { offlineDbExists, REPLAY_TOKEN_KEY } from './meta-keys'

export async function setReplayToken(token: string | null): Promise<void> {
  // No token to forget on a device without the database: a visitor's first visit does not create it.
  if (!token && (await offlineDbExists()) === false) return
  const db = await (await import('./db')).openOfflineDb()
  if (token) await db.put('meta', token, REPLAY_TOKEN_KEY)
  else await db.delete('meta', REPLAY_TOKEN_KEY)
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
