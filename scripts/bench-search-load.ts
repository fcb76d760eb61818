// The load generator of `npm run bench:search`, in its own process so it does not share the server's event loop.
// Input (argv[2]): JSON { url, connections, durationSeconds, warmupSeconds, paths }; output: { measuring: true } as
// the measured part starts (the parent reads the CPU used so far), then the result, one JSON line each.
import fs from 'node:fs'
import autocannon from 'autocannon'

interface LoadInput {
  url: string
  connections: number
  durationSeconds: number
  warmupSeconds: number
  paths: string[]
}

export interface LoadResult {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  non2xx: number
  timeouts: number
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadInput
let next = 0
const nextPath = () => input.paths[next++ % input.paths.length]!

function run(seconds: number, record?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: seconds,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
    // autocannon's own percentiles skip p95: keep every latency and compute exact ones.
    if (record) instance.on('response', (_client, _status, _bytes, ms) => record.push(ms))
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN

if (input.warmupSeconds > 0) await run(input.warmupSeconds)
process.stdout.write(JSON.stringify({ measuring: true }) + '\n')
const latencies: number[] = []
const result = await run(input.durationSeconds, latencies)
latencies.sort((a, b) => a - b)
const out: LoadResult = {
  requests: result.requests.total,
  rps: result.requests.total / input.durationSeconds,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  max: latencies[latencies.length - 1] ?? NaN,
  errors: result.errors,
  non2xx: result.non2xx,
  timeouts: result.timeouts,
}
process.stdout.write(JSON.stringify(out) + '\n')
