// Starts the built app (dist/ + API) on a free port with a throwaway DATA_DIR, for the browser journeys and
// the bundle benchmark. The first start migrates and seeds the demo data, which takes a while.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')

export interface RunningServer {
  url: string
  dataDir: string
  /** The snapshot of dist/ this server serves. */
  distDir: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export function assertBuilt(): void {
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    if (!fs.existsSync(path.join(root, 'dist', file))) {
      throw new Error(`dist/${file} is missing: run \`npm run build\` first.`)
    }
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s:\n${output()}`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export interface StartOptions {
  timeoutMs?: number
  /** A port chosen beforehand (the OIDC provider of the journeys must know the callback URL). */
  port?: number
  /** More environment for the app (SMTP_URL, OIDC_*). */
  env?: NodeJS.ProcessEnv
  /** Without the demo data: a second app for one journey starts in seconds instead of a minute. */
  seed?: boolean
}

/** Starts `server/main.ts` in production mode on PGlite; `stop()` ends it and deletes its data and build copy. */
export async function startServer({
  timeoutMs = 180_000,
  port,
  env: extra = {},
  seed = true,
}: StartOptions = {}): Promise<RunningServer> {
  assertBuilt()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mercado-irece-e2e-'))
  const dataDir = path.join(tmp, 'data')
  // A snapshot of the build: a rebuild during the run (another terminal, another session) cannot pull the
  // hashed files out from under the pages and the service worker.
  const distDir = path.join(tmp, 'dist')
  fs.cpSync(path.join(root, 'dist'), distDir, { recursive: true })
  port ??= await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_URL: url,
    ...extra,
  }
  // Always the embedded engine with its demo data, whatever the caller's shell points at.
  delete env.DATABASE_URL
  delete env.SEED_DEMO
  if (!seed) env.SEED_DEMO = 'false'
  let log = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const cleanup = async () => {
    await stopChild(child)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, child, () => log, timeoutMs)
  } catch (err) {
    await cleanup()
    throw err
  }
  return { url, dataDir, distDir, stop: cleanup }
}
