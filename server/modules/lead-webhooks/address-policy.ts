import { lookup as dnsLookup } from 'node:dns/promises'
import type { LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { isPublicAddress } from '../../adapters/push/public-endpoint'

// Where the server may POST an agency's leads: an address on the internet, never the server itself or the network
// behind it (blind SSRF), the same rule push endpoints follow. Checked when the agency saves the address and again
// at the connection of every delivery: the name is resolved once per attempt and the socket connects only to what
// passed, so a name pointed elsewhere after the save (DNS rebinding) reaches nothing.

export type Resolver = (host: string) => Promise<string[]>
const resolveAll: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address)

export interface AddressPolicy {
  /** https only (production); http to a public address is allowed elsewhere. */
  httpsOnly: boolean
  /**
   * Tests only (WEBHOOKS_ALLOW_LOOPBACK): a receiver on this machine (127.0.0.0/8, ::1), over http or https.
   * Other private addresses stay refused.
   */
  allowLoopback: boolean
  resolve: Resolver
}

export const defaultResolver = resolveAll

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')
const isLoopback = (a: string) => {
  const family = isIP(a)
  if (family === 4) return loopback.check(a, 'ipv4')
  if (family !== 6) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)
  return mapped ? loopback.check(mapped[1]!, 'ipv4') : loopback.check(a, 'ipv6')
}

export const addressAllowed = (policy: AddressPolicy, address: string) =>
  isPublicAddress(address) || (policy.allowLoopback && isLoopback(address))

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** Whether the address may receive webhooks: scheme, no credentials, and every address its name resolves to. */
export async function webhookUrlAllowed(raw: string, policy: AddressPolicy): Promise<boolean> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = hostOf(url)
  const addresses = isIP(host) ? [host] : await policy.resolve(host).catch(() => [])
  if (addresses.length === 0 || !addresses.every((a) => addressAllowed(policy, a))) return false
  if (url.protocol === 'https:') return true
  if (url.protocol !== 'http:') return false
  return !policy.httpsOnly || (policy.allowLoopback && addresses.every(isLoopback))
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS'
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for http.request: resolves the name with the policy's resolver and hands the socket only addresses
 * that pass, so the check and the connection see the same answer.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    policy.resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((a) => addressAllowed(policy, a)))
          return callback(new BlockedAddressError(`blocked address for ${hostname}`), '')
        if (options.all)
          return callback(
            null,
            addresses.map((a) => ({ address: a, family: isIP(a) })),
          )
        return callback(null, addresses[0]!, isIP(addresses[0]!))
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    )
  }
}
