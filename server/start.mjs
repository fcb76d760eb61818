// `npm start`: builds the web app when dist/ is missing or older than its sources, and the server when
// dist-server/ is (server/build.mjs), then runs the server as plain JavaScript: no TypeScript transpiler at run time.
/* global process, console */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { root, serverBuildIsCurrent, serverOutDir } from './build.mjs'

const stampFile = path.join(root, 'dist', '.build-stamp')
const inputs = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
]

function webFingerprint() {
  const hash = createHash('sha256')
  const walk = (p) => {
    const abs = path.join(root, p)
    if (!fs.existsSync(abs)) return
    const stat = fs.statSync(abs)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) {
        if (name === 'messages.ts' || name === 'routeTree.gen.ts') continue
        walk(path.join(p, name))
      }
    } else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`)
  }
  inputs.forEach(walk)
  return hash.digest('hex')
}

const current = webFingerprint()
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : ''
if (built !== current || !fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the web app (first start or sources changed)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  fs.writeFileSync(stampFile, webFingerprint())
}

// Built in a child process: the bundler stays out of the server's memory.
if (!serverBuildIsCurrent()) {
  console.log('Building the server (first start or sources changed)…')
  execFileSync(process.execPath, [path.join(root, 'server', 'build.mjs')], { cwd: root, stdio: 'inherit' })
}

await import(pathToFileURL(path.join(serverOutDir, 'main.js')).href)
