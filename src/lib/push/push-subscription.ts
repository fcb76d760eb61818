// Web Push on this device: the browser subscribes with the server's VAPID key and the subscription is registered for
// the signed-in user (new leads, saved searches' alerts), or, for a visitor without an account, as the device's own
// (price drops of the favourites it follows). The service worker (sw/push.ts) shows what arrives.
import { api } from '../http/clients'
import { isApiError } from '../http/api-error'

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration()).pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** This device's subscription, when push is on here (no prompt). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null
  return (await registration()).pushManager.getSubscription()
}

/** Asks for permission, subscribes this browser and registers it for the user, or as a visitor's device. */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'off'
  const { data } = await api.get<{ data: { attributes: { public_key: string } } }>('/api/push/public-key')
  const manager = (await registration()).pushManager
  const subscribe = () =>
    manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(data.attributes.public_key),
    })
  const signedIn = api.tokens.get() !== null
  const register = (subscription: PushSubscription) =>
    api.request(signedIn ? '/v1/push/subscriptions' : '/api/push/device-subscriptions', {
      method: 'POST',
      body: subscription.toJSON(),
    })
  const subscription = (await manager.getSubscription()) ?? (await subscribe())
  try {
    await register(subscription)
  } catch (err) {
    // This browser's subscription is still another account's (someone who used it before did not opt out):
    // a new subscription gives this account its own endpoint, and the old one stops reaching anyone.
    if (!isApiError(err) || err.status !== 409) throw err
    await subscription.unsubscribe()
    await register(await subscribe())
  }
  return 'on'
}

/** Unregisters this browser on the server (a signed-in user's), then unsubscribes it. */
export async function disablePush(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription()
  if (subscription && api.tokens.get() !== null) {
    await api.request('/v1/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    })
  }
  // A visitor's device subscription ends here: the push service forgets the endpoint and the server drops it on
  // its next send (410).
  await subscription?.unsubscribe()
  return 'off'
}
