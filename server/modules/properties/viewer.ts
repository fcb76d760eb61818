import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { addressKey } from '../../http/client-address'

// Who a page view is from, for "once per visitor and listing per day". The visitor is the device as the server
// named it (a signed cookie: an id the client makes up counts for nothing). A device without one yet counts as its
// address for the day, and gets one for next time. A script that throws its cookie away each time gets a new
// device each time, so one address counts at most DEVICES_PER_ADDRESS devices a day per listing; beyond, its
// views count as the address's (once).
export const DEVICES_PER_ADDRESS = 10
const DAY_MS = 86_400_000

const digest = (source: string) => createHash('sha256').update(source).digest('base64url').slice(0, 22)

export interface PageViewer {
  /** What is stored: a hash, never the raw id or address (LGPD); the address form changes every day. */
  key: string
  /** Tells that this view was counted (a new device for the listing today spends the address's share). */
  counted(): Promise<void>
}

export function pageViewers(app: FastifyInstance) {
  const perAddress = app.createRateLimit({
    max: DEVICES_PER_ADDRESS,
    timeWindow: DAY_MS,
    keyGenerator: (request) =>
      `view-devices:${String(request.routeOptions.url)}:${
        (request.params as { id?: string }).id ?? ''
      }:${addressKey(request.ip)}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply): Promise<PageViewer> => {
    const day = new Date().toISOString().slice(0, 10)
    const byAddress = { key: digest(`ip:${addressKey(request.ip)}|${day}`), counted: async () => undefined }
    const device = await app.visitors.read(request)
    if (!device) {
      await app.visitors.idOf(request, reply)
      return byAddress
    }
    const share = await perAddress(request, { increment: false })
    if (!share.isAllowed && share.remaining <= 0) return byAddress
    return {
      key: digest(`device:${device}`),
      counted: async () => {
        await perAddress(request)
      },
    }
  }
}
