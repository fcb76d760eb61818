// Runs a TypeScript script as `npm start` runs the server (with its V8 settings): bundled by the server's own build into plain JavaScript
// (under dist-server/, where its packages resolve), then run by node without a TypeScript loader. A benchmark with a
// memory budget measures the product's process this way, not tsx's compiler and source maps (some 100 MB).
//   node scripts/run-bundled.mjs scripts/bench-alerts.ts [its arguments]
/* global process */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildServer, root, serverNodeFlags } from '../server/build.mjs'

const [script, ...args] = process.argv.slice(2)
const name = path.basename(script, '.ts')
const outDir = path.join(root, 'dist-server', 'scripts')
const { file } = await buildServer(outDir, { [name]: script })
const run = spawnSync(process.execPath, [...serverNodeFlags, file, ...args], { stdio: 'inherit' })
process.exit(run.status ?? 1)
