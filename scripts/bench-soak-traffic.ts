// Load and measurement pieces of `npm run bench:soak`: the mix of public requests, a load that records every
// answer (status, latency, when), and the server's resident memory read from /proc.
import fs from 'node:fs'
import { searchMix } from './bench-search-mix'

/** Public reads as visitors make them: searches (Zipf-weighted), listing pages, the map, vehicles, places. */
export async function publicMix(base: string, length = 20_000): Promise<string[]> {
  const ids = async (kind: string) => {
    const res = await fetch(`${base}/api/${kind}?per_page=24`)
    const body = (await res.json()) as { data?: { id: string }[] }
    return (body.data ?? []).map((d) => d.id)
  }
  const [properties, vehicles] = [await ids('properties'), await ids('vehicles')]
  const other = [
    '/api/properties/map',
    '/api/vehicles',
    '/api/vehicles/brands',
    '/api/search/places?q=cen',
    '/api/settings',
    '/health',
    ...properties.flatMap((id) => [`/api/properties/${id}`, `/api/properties/${id}/similar`]),
    ...vehicles.map((id) => `/api/vehicles/${id}`),
  ]
  const searches = searchMix(length, 300, 'bench-soak')
  // Two searches for every other read.
  return searches.map((path, i) => (i % 3 === 2 ? other[i % other.length]! : path))
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export interface Answer {
  at: number
  status: number
  ms: number
}

/**
 * `connections` clients, each sending the next path as soon as its previous answer came (0 = network error or
 * a 10 s timeout), until `stop()`; every answer is recorded.
 */
export function recordingLoad(urls: () => string, connections: number, timeoutMs = 10_000) {
  const answers: Answer[] = []
  let running = true
  const client = async () => {
    while (running) {
      const started = performance.now()
      let status: number
      try {
        const res = await fetch(urls(), { signal: AbortSignal.timeout(timeoutMs) })
        await res.arrayBuffer()
        status = res.status
      } catch {
        status = 0
      }
      answers.push({ at: Date.now(), status, ms: performance.now() - started })
    }
  }
  const done = Promise.all(Array.from({ length: connections }, client))
  return {
    answers,
    async stop() {
      running = false
      await done
    },
  }
}

/** "200 × 812, 503 × 40": how many answers had each status. */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>()
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status} × ${n}`)
    .join(', ')
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
