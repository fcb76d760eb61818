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
  // NAT64 for local use (RFC 8215): where the IPv4 address sits depends on the network's own prefix length.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')

/**
 * The IPv4 addresses an IPv6 address carries, which a relay or translator on the way would reach: IPv4-mapped and
 * IPv4-compatible (::ffff:a.b.c.d, ::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002:aabb:ccdd::/48) and Teredo
 * (2001:0::/32: the server's address, and the client's stored inverted). Empty for the others.
 */
function embeddedIpv4(v6: string): string[] {
  const g = expandIpv6(v6)
  if (!g) return []
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  if (zero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return [v4(g[6]!, g[7]!)]
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return [v4(g[6]!, g[7]!)]
  if (g[0] === 0x2002) return [v4(g[1]!, g[2]!)]
  if (g[0] === 0x2001 && g[1] === 0) return [v4(g[2]!, g[3]!), v4(g[6]! ^ 0xffff, g[7]! ^ 0xffff)]
  return []
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
  if (blocked.check(address, 'ipv6')) return false
  return embeddedIpv4(address).every(isPublicAddress)
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
