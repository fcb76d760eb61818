// The signed-in user's token as the replayers see it. The page keeps it there as well as in its own state because
// the service worker cannot read the page's storage (token-mirror.ts writes it); entries never store it (replay.ts
// adds it at send time). Cleared on logout.
import { openOfflineDb } from './db'
import { REPLAY_TOKEN_KEY } from './meta-keys'

export async function getReplayToken(): Promise<string | null> {
  const db = await openOfflineDb()
  const token = await db.get('meta', REPLAY_TOKEN_KEY)
  return typeof token === 'string' ? token : null
}
