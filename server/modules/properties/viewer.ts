import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { addressKey } from '../../http/client-address'
import { today } from '../../plugins/app/visitors'

// Who a page view is from, for "once per visitor and listing per day". The visitor is the device as the server
// named it (a signed cookie): an id the client makes up counts for nothing. A device's first day counts as the
// address it came from that day (so a script that throws the cookie away each time is one visitor per address and
// day, and a person's reload after getting the cookie is not a second one); from the next day on, as the device.
// Cookies named in bulk one day and used the next give one address at most DEVICES_PER_ADDRESS visitors a day per
// listing; beyond, its views count as the address's (once).
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
    const day = today()
    const byAddress = { key: digest(`ip:${addressKey(request.ip)}|${day}`), counted: async () => undefined }
    const visitor = await app.visitors.idOf(request, reply, byAddress.key)
    if (visitor.since === day) return { ...byAddress, key: visitor.firstView ?? byAddress.key }
    const share = await perAddress(request, { increment: false })
    if (!share.isAllowed && share.remaining <= 0) return byAddress
    return {
      key: digest(`device:${visitor.id}`),
      counted: async () => {
        await perAddress(request)
      },
    }
  }
}
