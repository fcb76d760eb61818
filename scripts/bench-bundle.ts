// `npm run bench:bundle`: the gzipped JavaScript the home route loads on a 360×740 phone (budget:
// ≤ 140 KB, aim 130) and the size of the service worker's precache. Needs a build (`npm run build`).
// BENCH_URL=http://127.0.0.1:3000 measures an app already running instead of starting one.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { assertBuilt, root, startServer, type RunningServer } from '../e2e/support/server'

const FAIL_KB = 140
const WARN_KB = 130
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7) + ' KB'
// Level 9 so the figure does not depend on how the server happens to compress.
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length

async function measureHome(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunch)
  try {
    // No service worker: its install would fetch every precached chunk, which the home route never asks for.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const scripts = new Map<string, Promise<Buffer>>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      const isJs = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname)
      if (isJs && response.ok() && !url.pathname.endsWith('/sw.js'))
        scripts.set(url.pathname, response.body())
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    const files: { file: string; raw: number; gzip: number; maplibre: boolean }[] = []
    for (const [file, body] of scripts) {
      const bytes = await body
      // By name, or by a class name only maplibre's core creates (a chunk may be named after its importer).
      const maplibre = /maplibre/i.test(file) || bytes.includes('maplibregl-canvas')
      files.push({ file, raw: bytes.length, gzip: gzipSize(bytes), maplibre })
    }
    return files.sort((a, b) => b.gzip - a.gzip)
  } finally {
    await browser.close()
  }
}

/** The URLs injected into dist/sw.js by vite-plugin-pwa, with their sizes on disk. */
function precacheSize(distDir: string) {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8')
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? ''))]
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const file = path.join(distDir, url.split('?')[0] ?? '')
    if (!fs.existsSync(file)) continue
    const bytes = fs.readFileSync(file)
    raw += bytes.length
    gzip += gzipSize(bytes)
  }
  return { count: urls.length, raw, gzip, urls: new Set(urls.map((u) => `/${u}`)) }
}

let server: RunningServer | undefined
let exitCode = 0
try {
  assertBuilt()
  const baseUrl = process.env.BENCH_URL ?? (server = await startServer()).url
  const files = await measureHome(baseUrl)
  const total = files.reduce((sum, f) => sum + f.gzip, 0)
  console.log(`JavaScript loaded by / (360×740, gzip -9):`)
  for (const f of files) console.log(`${kb(f.gzip)}  ${f.file}  (${kb(f.raw).trim()} raw)`)
  console.log(`${kb(total)}  total in ${files.length} files (budget ${FAIL_KB} KB, aim ${WARN_KB} KB)`)

  const precache = precacheSize(server?.distDir ?? path.join(root, 'dist'))
  console.log(
    `precache: ${precache.count} files, ${kb(precache.raw).trim()} raw, ${kb(precache.gzip).trim()} gzip`,
  )

  // The home page must open offline: everything it loads has to be in the precache (see globIgnores and
  // maximumFileSizeToCacheInBytes in vite.config.ts).
  const notPrecached = files.filter((f) => !precache.urls.has(f.file))
  if (notPrecached.length > 0) {
    console.error(`FAIL: loaded by / but not precached: ${notPrecached.map((f) => f.file).join(', ')}`)
    exitCode = 1
  }
  const maplibre = files.filter((f) => f.maplibre)
  if (maplibre.length > 0) {
    console.error(
      `FAIL: the home route loads maplibre (${maplibre.map((f) => f.file).join(', ')}); it must stay lazy.`,
    )
    exitCode = 1
  }
  if (files.length === 0) {
    console.error('FAIL: no JavaScript seen; is the app built and served?')
    exitCode = 1
  } else if (total > FAIL_KB * 1024) {
    console.error(
      `FAIL: ${kb(total).trim()} of JavaScript on the home route is over the ${FAIL_KB} KB budget.`,
    )
    exitCode = 1
  } else if (total > WARN_KB * 1024) {
    console.warn(`WARN: ${kb(total).trim()} is over the ${WARN_KB} KB aim.`)
  }
} finally {
  await server?.stop()
}
process.exit(exitCode)
