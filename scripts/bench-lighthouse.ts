// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown) five
// times on each page a phone opens first (/, /imoveis, a property, a vehicle, the owner flow's first step, sign-in
// and the plans) of the built app; prints the median of each figure and fails below the budget. Builds first when dist/ is missing or older than the sources.
// BENCH_URL=http://127.0.0.1:3000 measures an app already running; LIGHTHOUSE_RUNS=n changes the number of runs;
// CHROME_PATH picks the browser (Debian's Chromium by default). The JSON reports are kept in the printed folder.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { propertyPath, vehiclePath } from '../src/domain/paths'
import { root, startServer, type RunningServer } from '../e2e/support/server'

const BUDGET = { performance: 90, lcpMs: 2_000, tbtMs: 200, cls: 0.1, accessibility: 95 }
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse')

interface Figures {
  performance: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  accessibility: number
  bestPractices: number
  seo: number
  benchmarkIndex: number
}

/** The newest modification time under a path (files and folders). */
function newest(p: string): number {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs)
}

function buildIfNeeded(): void {
  const built = path.join(root, 'dist', 'index.html')
  const sources = [
    'src',
    'sw',
    'public',
    'index.html',
    'vite.config.ts',
    'lingui.config.ts',
    'package-lock.json',
  ]
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
  if (builtAt > 0 && sources.every((s) => newest(path.join(root, s)) <= builtAt)) return
  console.log('Building the web app (missing or older than its sources)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

interface Listing<A> {
  id: string
  attributes: A
}

async function firstListing<A>(baseUrl: string, api: string): Promise<Listing<A>> {
  const res = await fetch(`${baseUrl}${api}?per_page=1`)
  if (!res.ok) throw new Error(`GET ${api}: ${res.status}`)
  const body = (await res.json()) as { data: Listing<A>[] }
  const first = body.data[0]
  if (!first) throw new Error(`GET ${api}: no listing to measure`)
  return first
}

function runLighthouse(url: string, reportFile: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      lighthouseBin,
      [
        url,
        '--output=json',
        `--output-path=${reportFile}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'] },
    )
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}`))
      try {
        resolve(figures(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Lhr))
      } catch (err) {
        reject(err as Error)
      }
    })
  })
}

interface Lhr {
  runtimeError?: { message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  environment: { benchmarkIndex: number }
}

function figures(lhr: Lhr): Figures {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`)
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  const value = (a: string) => lhr.audits[a]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[]
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures
}

function failures(page: string, f: Figures): string[] {
  const out: string[] = []
  if (f.performance < BUDGET.performance)
    out.push(`${page}: performance ${f.performance} < ${BUDGET.performance}`)
  if (!(f.lcp <= BUDGET.lcpMs))
    out.push(`${page}: LCP ${(f.lcp / 1000).toFixed(2)} s > ${BUDGET.lcpMs / 1000} s`)
  if (!(f.tbt <= BUDGET.tbtMs)) out.push(`${page}: TBT ${Math.round(f.tbt)} ms > ${BUDGET.tbtMs} ms`)
  if (!(f.cls <= BUDGET.cls)) out.push(`${page}: CLS ${f.cls.toFixed(3)} > ${BUDGET.cls}`)
  if (f.accessibility < BUDGET.accessibility)
    out.push(`${page}: accessibility ${f.accessibility} < ${BUDGET.accessibility}`)
  return out
}

const pad = (s: string | number, n: number) => String(s).padStart(n)

let server: RunningServer | undefined
let exitCode = 0
try {
  if (!process.env.BENCH_URL) buildIfNeeded()
  const baseUrl = process.env.BENCH_URL ?? (server = await startServer()).url
  const property = await firstListing<{ category: string; city_slug: string }>(baseUrl, '/api/properties')
  const vehicle = await firstListing<Parameters<typeof vehiclePath>[0]['attributes']>(
    baseUrl,
    '/api/vehicles',
  )
  const pages: [string, string][] = [
    ['/', '/'],
    ['/imoveis', '/imoveis'],
    ['imóvel', propertyPath(property)],
    ['veículo', vehiclePath(vehicle)],
    ['anunciar', '/anunciar/proprietario'],
    ['entrar', '/entrar'],
    ['planos', '/planos'],
  ]
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercado-irece-lighthouse-'))
  console.log(`Lighthouse 12, mobile preset, ${RUNS} runs per page on ${baseUrl} (reports in ${reportDir})`)
  const results: [string, string, Figures][] = []
  for (const [name, pagePath] of pages) {
    const runs: Figures[] = []
    for (let i = 1; i <= RUNS; i++) {
      const file = path.join(reportDir, `${name.replace(/\W+/g, '_') || 'home'}-${i}.json`)
      const f = await runLighthouse(`${baseUrl}${pagePath}`, file).catch((err: unknown) => {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try.
        console.warn(`  ${name} run ${i}: ${(err as Error).message}; trying again`)
        return runLighthouse(`${baseUrl}${pagePath}`, file)
      })
      console.log(
        `  ${name} run ${i}: performance ${f.performance}, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms`,
      )
      runs.push(f)
    }
    results.push([name, pagePath, medianFigures(runs)])
  }

  console.log(
    `\nMedian of ${RUNS} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}):`,
  )
  console.log(
    'page       perf  LCP (s)  TBT (ms)  CLS     FCP (s)  a11y  best-pr.  SEO  benchmarkIndex  path',
  )
  const failed: string[] = []
  for (const [name, pagePath, f] of results) {
    console.log(
      [
        name.padEnd(9),
        pad(f.performance, 5),
        pad((f.lcp / 1000).toFixed(2), 8),
        pad(Math.round(f.tbt), 9),
        pad(f.cls.toFixed(3), 6),
        pad((f.fcp / 1000).toFixed(2), 8),
        pad(f.accessibility, 5),
        pad(f.bestPractices, 9),
        pad(f.seo, 4),
        pad(Math.round(f.benchmarkIndex), 14),
        ` ${pagePath}`,
      ].join(' '),
    )
    failed.push(...failures(name, f))
  }
  console.log(
    `budget: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, accessibility ≥ ${BUDGET.accessibility}`,
  )
  if (failed.length > 0) {
    for (const f of failed) console.error(`FAIL: ${f}`)
    exitCode = 1
  }
} catch (err) {
  console.error(err)
  exitCode = 1
} finally {
  await server?.stop()
}
process.exit(exitCode)
