import { api } from '../../lib/http/clients'

// Page views of a listing (shown to the advertiser), once per visitor per day. The server decides what counts; the
// browser only avoids asking twice a day for the same listing (mobile data is precious).

const VISITOR_KEY = 'mi.visitor'
const SEEN_KEY = 'mi.viewed'

const today = () => new Date().toISOString().slice(0, 10)

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // private mode, or storage blocked
  }
}

/** A random id kept on this device (22 base64url characters), made on first use. */
export function visitorId(store = storage()): string | undefined {
  const existing = store?.getItem(VISITOR_KEY)
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing
  if (!store || !globalThis.crypto?.getRandomValues) return undefined
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  store.setItem(VISITOR_KEY, id)
  return id
}

/** Listings already counted today on this device; older days are dropped. */
function seenToday(store: Storage | null): Record<string, string> {
  try {
    const all = JSON.parse(store?.getItem(SEEN_KEY) ?? '{}') as Record<string, string>
    const day = today()
    return Object.fromEntries(Object.entries(all).filter(([, d]) => d === day))
  } catch {
    return {}
  }
}

/**
 * POST /api/{properties|vehicles}/:id/views, fire-and-forget: a failure (offline) is not worth a retry or a message.
 * Properties are remembered by their id, vehicles as "vehicles:<id>" (the two kinds share numbers).
 */
export function countListingView(kind: 'properties' | 'vehicles', id: string): void {
  const store = storage()
  const seen = seenToday(store)
  const key = kind === 'properties' ? id : `${kind}:${id}`
  if (seen[key]) return
  const visitor = visitorId(store)
  api
    .request(`/api/${kind}/${encodeURIComponent(id)}/views`, {
      method: 'POST',
      body: visitor ? { visitor } : {},
    })
    .then(() => store?.setItem(SEEN_KEY, JSON.stringify({ ...seen, [key]: today() })))
    .catch(() => undefined)
}
