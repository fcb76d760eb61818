// The favourites this device follows: with push on here, the server hears of every change to them
// (PUT /api/push/follows, the whole list each time), so a price drop or a sale of a favourite notifies this device,
// signed in or not. Offline, or push off, nothing is sent; the next change or the next time push is turned on
// sends the list again.
import { api } from '../../lib/http/clients'
import { currentSubscription, enablePush, type PushState } from '../../lib/push/push-subscription'
import { listFavorites, type Favorite } from './favorites-db'

/** The server follows at most this many per device: the newest favourites. */
export const FOLLOWS_LIMIT = 200

export const followsOf = (favorites: readonly Favorite[]) =>
  favorites.slice(0, FOLLOWS_LIMIT).map((f) => ({ kind: f.type, id: Number(f.id) }))

/** Sends this device's favourites to the server when push is on here; false when there was nothing to send to. */
export async function syncFollows(): Promise<boolean> {
  const subscription = await currentSubscription()
  if (!subscription || !navigator.onLine) return false
  await api.request('/api/push/follows', {
    method: 'PUT',
    body: { endpoint: subscription.endpoint, listings: followsOf(await listFavorites()) },
  })
  return true
}

/** Turns push on here and sends the favourites at once: a visitor who enables it follows them from then on. */
export async function enableFollowingFavorites(): Promise<PushState> {
  const state = await enablePush()
  if (state === 'on') await syncFollows().catch(() => false)
  return state
}
