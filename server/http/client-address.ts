import { isIP } from 'node:net'

/**
 * The address a per-address limit counts: an IPv4 address as is, an IPv6 one by its /64 (one home or phone gets a
 * whole /64 and may pick any address in it), an IPv4-mapped one as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (isIP(ip) !== 6) return ip
  const [head = '', tail] = ip.toLowerCase().split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
