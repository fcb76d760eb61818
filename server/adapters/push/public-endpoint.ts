import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

// A push endpoint is where the server POSTs when a lead arrives, on behalf of whoever subscribed: it must be a
// push service on the internet, never the server itself or the network behind it (blind SSRF).
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** The IPv4 address inside an IPv4-mapped, IPv4-compatible or NAT64 IPv6 address; null for others. */
function embeddedIpv4(v6: string): string | null {
  const groups = expandIpv6(v6)
  if (!groups) return null
  const mapped = groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)
  if (!mapped && !nat64) return null
  const [hi, lo] = [groups[6]!, groups[7]!]
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
}

/** Eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null when it does not parse. */
function expandIpv6(v6: string): number[] | null {
  let text = v6.toLowerCase().replace(/%.*$/, '')
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const p = dotted[1]!.split('.').map(Number)
    text = `${text.slice(0, -dotted[1]!.length)}${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const fill = 8 - left.length - right.length
  if (fill < 0 || (tail === undefined && fill !== 0)) return null
  const groups = [...left, ...Array<number>(fill).fill(0), ...right]
  return groups.some((g) => Number.isNaN(g)) ? null : groups
}

/** False for loopback, private, link-local, shared, documentation, multicast and reserved addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family !== 6) return false
  const v4 = embeddedIpv4(address)
  if (v4 !== null) return isPublicAddress(v4)
  return !blocked.check(address, 'ipv6')
}

export type Resolver = (host: string) => Promise<string[]>
const resolveAll: Resolver = async (host) => (await lookup(host, { all: true })).map((a) => a.address)

/**
 * An https URL whose host resolves only to public addresses. Checked when a browser subscribes and again before
 * each send, since a name can be pointed elsewhere later.
 */
export async function isPublicHttpsEndpoint(raw: string, resolve: Resolver = resolveAll): Promise<boolean> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => [])
  return addresses.length > 0 && addresses.every(isPublicAddress)
}
