// The device's side of a pack: how much room the browser gives the site, and whether it keeps the site's data
// when space runs short (persistent storage: asked for when a pack is downloaded).

export interface StorageState {
  usage: number | null
  quota: number | null
  persisted: boolean | null
}

export async function readStorage(): Promise<StorageState> {
  const storage = globalThis.navigator?.storage
  if (!storage) return { usage: null, quota: null, persisted: null }
  const [estimate, persisted] = await Promise.all([
    storage.estimate?.().catch(() => null),
    storage.persisted?.().catch(() => null),
  ])
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted: persisted ?? null }
}

/** Asks the browser to keep the site's data; Chromium grants it without a prompt to a site used often. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}

interface PeriodicSync {
  register(tag: string, options: { minInterval: number }): Promise<void>
}

/** Where the browser has Periodic Background Sync (an installed app on Chromium), the worker refreshes packs. */
export async function registerPeriodicRefresh(tag: string, minInterval: number): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined)
      ?.periodicSync
    if (!sync) return
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName })
    if (status.state === 'granted') await sync.register(tag, { minInterval })
  } catch {
    // Not offered here: the worker refreshes packs when the app opens instead.
  }
}
