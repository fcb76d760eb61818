// The real server as its own process (`server/main.ts`), for what only a process can show: being killed,
// restarted, or running twice. No demo data, so it starts in seconds.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

export interface ServerProcess {
  url: string
  /** Its DATA_DIR (the local mail outbox is there). */
  dataDir: string
  child: ChildProcess
  /** The last lines it printed (for a failure's message). */
  output(): string
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

/** Starts the server on `port` with `dataDir` (kept: a restart on the same folder finds its data). */
export async function startServerProcess(opts: {
  dataDir: string
  port?: number
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<ServerProcess> {
  fs.mkdirSync(opts.dataDir, { recursive: true })
  const port = opts.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: url,
    SEED_DEMO: 'false',
    ...opts.env,
  }
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL
  let log = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-10_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const kill = async () => {
    child.kill('SIGKILL')
    await exited(child)
  }
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`)
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) })).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill()
      throw new Error(`server not healthy in time:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir: opts.dataDir,
    child,
    output: () => log,
    kill,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.kill('SIGTERM')
      await exited(child)
      clearTimeout(timer)
    },
  }
}
