import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, root, serverBuildIsCurrent, serverNodeFlags } from './build.mjs'

// `npm start` runs the server as plain JavaScript: server/start.mjs builds the bundle when it is out of date and
// imports it, and Node runs it without any TypeScript loader (it would refuse a .ts file).

/** A port no one listens on, for the built server to start on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-server-build-'))
// Inside the project, as dist-server/ is, so the bundle finds the packages in node_modules.
const outDir = path.join(root, 'node_modules', '.cache', `server-build-test-${process.pid}`)
let built: { file: string; inputs: string[] }

beforeAll(async () => {
  built = await buildServer(outDir)
}, 60_000)
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(outDir, { recursive: true, force: true })
})

describe('the production server', () => {
  it('npm start runs plain JavaScript, never a TypeScript loader', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    // With the server's own V8 settings, which the memory benchmarks run it with too (scripts/run-bundled.mjs).
    expect(pkg.scripts.start).toBe(`node ${serverNodeFlags.join(' ')} server/start.mjs`)
    const start = fs.readFileSync(path.join(root, 'server', 'start.mjs'), 'utf8')
    expect(start).not.toContain('tsx')
    expect(start).toContain("path.join(serverOutDir, 'main.js')")
  })

  it('is one bundle of the server and src/domain, and knows when its sources change', () => {
    expect(fs.existsSync(built.file)).toBe(true)
    expect(built.inputs).toContain('server/main.ts')
    expect(built.inputs.some((f) => f.startsWith('src/domain/'))).toBe(true)
    expect(built.inputs.every((f) => f.startsWith('server/') || f.startsWith('src/domain/'))).toBe(true)
    expect(
      serverBuildIsCurrent(outDir),
      fs.readFileSync(path.join(outDir, '.build-stamp.json'), 'utf8'),
    ).toBe(true)
    const input = path.join(root, 'server', 'main.ts')
    // Seconds as numbers, not Dates: a Date drops the sub-millisecond part a checkout's mtime has, and the file
    // would come back a millisecond off.
    const { atimeMs, mtimeMs } = fs.statSync(input)
    try {
      fs.utimesSync(input, atimeMs / 1000, (mtimeMs + 1000) / 1000)
      expect(serverBuildIsCurrent(outDir)).toBe(false)
    } finally {
      fs.utimesSync(input, atimeMs / 1000, mtimeMs / 1000)
    }
    expect(serverBuildIsCurrent(outDir)).toBe(true)
  })

  it('starts under plain node: migrates the embedded database and answers', async () => {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'data'),
      SEED_DEMO: 'false',
      NODE_OPTIONS: '',
    }
    delete env.DATABASE_URL
    const child = spawn(process.execPath, [built.file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    child.stdout.on('data', (c: Buffer) => (log += c.toString()))
    child.stderr.on('data', (c: Buffer) => (log += c.toString()))
    try {
      const url = `http://127.0.0.1:${port}`
      const deadline = Date.now() + 90_000
      let healthy = false
      while (!healthy && Date.now() < deadline && child.exitCode === null) {
        healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.ok,
          () => false,
        )
        if (!healthy) await new Promise((r) => setTimeout(r, 500))
      }
      expect(healthy, log).toBe(true)
      const res = await fetch(`${url}/api/properties`)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ data: [], meta: { total: 0 } })
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  }, 120_000)
})
