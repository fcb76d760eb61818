/**
 * Web push, so an advertiser hears of a new lead with the app closed. The server sends JSON
 * `{ title, body?, url?, tag? }`, e.g. a new lead:
 * `{ title: 'Novo contato', body: 'Maria perguntou sobre Casa no Centro', url: '/dashboard/messages/42' }`, or a
 * saved search's alert, whose `url` is the search itself (`/imoveis?category=house&listing_type=rent`).
 * A click focuses a tab already on that page or opens one.
 */
export interface PushPayload {
  title: string
  body?: string
  /** Same-origin path opened on click. */
  url?: string
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag?: string
}

function parse(data: PushMessageData | null): PushPayload {
  try {
    const value: unknown = data?.json()
    if (typeof value === 'object' && value !== null && typeof (value as PushPayload).title === 'string') {
      return value as PushPayload
    }
  } catch {
    // Not JSON: show the text itself.
  }
  return { title: 'Mercado Irecê', body: data?.text() ?? undefined }
}

function sameOriginPath(self: ServiceWorkerGlobalScope, url: unknown): string {
  if (typeof url !== 'string') return '/'
  const target = new URL(url, self.location.origin)
  return target.origin === self.location.origin ? target.pathname + target.search : '/'
}

/**
 * The open tab already showing `path` (its query too: an alert's `/imoveis?category=house` is not the same page as
 * a plain `/imoveis`), if any.
 */
export function tabShowing<T extends { url: string }>(tabs: readonly T[], path: string): T | undefined {
  return tabs.find((tab) => {
    const url = new URL(tab.url)
    return url.pathname + url.search === path
  })
}

export function installPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = parse(event.data)
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-48.png',
        lang: 'pt-BR',
        data: { url: sameOriginPath(self, payload.url) },
      }),
    )
  })

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const path = sameOriginPath(self, (event.notification.data as { url?: unknown } | null)?.url)
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = tabShowing(tabs, path)
        if (open) await open.focus()
        else await self.clients.openWindow(path)
      })(),
    )
  })
}
