// `npm start`: builds the web app when dist/ is missing or older than its sources, then starts the server.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
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

function fingerprint(): string {
  const hash = createHash('sha256')
  const walk = (p: string): void => {
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

const current = fingerprint()
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : ''
if (built !== current || !fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the web app (first start or sources changed)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  fs.writeFileSync(stampFile, fingerprint())
}

await import('./main')
