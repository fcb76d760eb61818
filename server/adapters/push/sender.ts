import webpush from 'web-push'
import type { VapidKeys } from './vapid'

/** What the service worker shows (sw/push.ts): a pt-BR title, a line of text and the page a click opens. */
export interface PushPayload {
  title: string
  body?: string
  url?: string
  tag?: string
}

export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface PushResult {
  /** The push service's status; 0 when it could not be reached. */
  status: number
  ok: boolean
  /** 404/410: the subscription is gone for good (unsubscribed, expired): delete it. */
  gone: boolean
}

export interface PushSender {
  readonly publicKey: string
  send(
    target: PushTarget,
    payload: PushPayload,
    opts?: { ttlSeconds?: number; urgency?: 'low' | 'normal' | 'high' },
  ): Promise<PushResult>
}

/**
 * Web Push through any push service (FCM, Mozilla, Apple, Windows): the payload encrypted for the browser
 * (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by the web-push library, then POSTed with
 * fetch (web-push's own sender speaks https only; this also reaches a local test receiver).
 */
export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, opts = {}) {
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails,
        TTL: opts.ttlSeconds ?? 24 * 60 * 60,
        urgency: opts.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      })
      const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]))
      try {
        const res = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        })
        await res.arrayBuffer()
        return { status: res.status, ok: res.ok, gone: res.status === 404 || res.status === 410 }
      } catch {
        return { status: 0, ok: false, gone: false }
      }
    },
  }
}

/** A sender that only remembers what it was asked to send (tests of code that notifies). */
export function recordingPushSender(
  publicKey = 'test-key',
): PushSender & { sent: { target: PushTarget; payload: PushPayload }[] } {
  const sent: { target: PushTarget; payload: PushPayload }[] = []
  return {
    publicKey,
    sent,
    async send(target, payload) {
      sent.push({ target, payload })
      return { status: 201, ok: true, gone: false }
    },
  }
}
