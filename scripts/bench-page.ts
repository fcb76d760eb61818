// `npm run bench:page`: the server's time to render one page (a property by default) of the built app, as
// autocannon sees it: requests/s and latency percentiles over PAGE_BENCH_SECONDS (20) with PAGE_BENCH_CONNECTIONS
// (4) after a warm-up. PAGE_BENCH_PATH measures another page. The load runs in its own process
// (bench-search-load.ts), so it does not share the server's event loop. BENCH_URL=http://127.0.0.1:3000 measures an
// app already running instead of starting one.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { propertyPath } from '../src/domain/paths'
import { startServer, type RunningServer } from '../e2e/support/server'
import type { LoadResult } from './bench-search-load'

const seconds = Number(process.env.PAGE_BENCH_SECONDS ?? 20)
const connections = Number(process.env.PAGE_BENCH_CONNECTIONS ?? 4)

let server: RunningServer | undefined
try {
  const baseUrl = process.env.BENCH_URL ?? (server = await startServer()).url
  let pagePath = process.env.PAGE_BENCH_PATH
  if (!pagePath) {
    const res = await fetch(`${baseUrl}/api/properties?per_page=1`)
    const body = (await res.json()) as { data: Parameters<typeof propertyPath>[0][] }
    pagePath = propertyPath(body.data[0]!)
  }
  const first = await fetch(`${baseUrl}${pagePath}`)
  const html = await first.text()
  if (!first.ok || !/<div id="root" data-hydrating>/.test(html))
    throw new Error(`${pagePath}: ${first.status}, not rendered on the server`)
  const inputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mercado-irece-page-')), 'load.json')
  fs.writeFileSync(
    inputFile,
    JSON.stringify({
      url: baseUrl,
      connections,
      durationSeconds: seconds,
      warmupSeconds: 5,
      paths: [pagePath],
    }),
  )
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bench-search-load.ts'), inputFile],
    { encoding: 'utf8' },
  )
  const r = JSON.parse(out.trim().split('\n').pop()!) as LoadResult
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(
    `${pagePath} (${connections} connections, ${seconds} s, load average ${os.loadavg()[0]!.toFixed(2)})`,
  )
  console.log(
    `  ${r.rps.toFixed(1)} requests/s; latency p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}; ` +
      `errors ${r.errors}, non-2xx ${r.non2xx}, timeouts ${r.timeouts}`,
  )
} finally {
  await server?.stop()
}
