// The server as plain JavaScript for `npm start`: server/main.ts and what it imports (server/, src/domain) bundled by
// esbuild into dist-server/main.js; packages stay in node_modules. Plain JavaScript itself, so starting needs no
// TypeScript transpiler. `node server/build.mjs` builds it; `npm start` (server/start.mjs) when it is out of date.
/* global process, console */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const serverOutDir = path.join(root, 'dist-server')
const STAMP = '.build-stamp.json'

/**
 * How Node runs the server (`npm start`, and the benchmarks that measure its process). V8 sizes its heap from the
 * machine: on a few GB of memory it lets the old generation grow to four times what survived the last full
 * collection, so a long write (a feed import) gathered 150 MB of garbage over some 50 MB live before it was
 * collected; a ceiling of 1 GB (twenty times what the server keeps live) brings that factor to 1.6. The young
 * generation's 16 MB halves, kept once grown, are 4 MB: a page render or a search allocates a few hundred KB.
 * Measured: a 2 000-listing import peaks 60 MB lower, and a property page costs no more CPU.
 */
export const serverNodeFlags = ['--max-old-space-size=1024', '--max-semi-space-size=4']

/**
 * `import.meta.dirname` in a bundled file is the bundle's folder, not the source's: each use is rewritten to the
 * source file's folder, relative to the bundle, so the migrations, dist/ and public/ are found as from the sources.
 */
const sourceDirname = (outDir) => ({
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8')
      if (!text.includes('import.meta.dirname')) return undefined
      const rel = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/')
      return {
        contents: text.replaceAll('import.meta.dirname', `__sourceDir(${JSON.stringify(rel)})`),
        loader: 'ts',
      }
    })
  },
})

/** What a build read: its input files with their size and modification time, and the lock file's. */
function fingerprint(files) {
  const hash = createHash('sha256')
  for (const file of [...files, 'package-lock.json'].sort()) {
    const abs = path.resolve(root, file)
    if (!fs.existsSync(abs)) return ''
    const stat = fs.statSync(abs)
    hash.update(`${file}:${stat.size}:${Math.trunc(stat.mtimeMs)}\n`)
  }
  return hash.digest('hex')
}

/** Whether `outDir` holds a build of the current sources (none of the files it was built from changed). */
export function serverBuildIsCurrent(outDir = serverOutDir) {
  const stampFile = path.join(outDir, STAMP)
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(outDir, 'main.js'))) return false
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'))
  return stamp.fingerprint === fingerprint(stamp.inputs)
}

/** Bundles server/main.ts into `outDir`/main.js (or other entries, named as their output files). */
export async function buildServer(outDir = serverOutDir, entryPoints = { main: 'server/main.ts' }) {
  // Loaded here only: `npm start` reads this file to check the build, and the server must not carry the bundler.
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceDirname(outDir)],
    banner: {
      js: [
        "import { dirname as __dirnameOf, resolve as __resolvePath } from 'node:path'",
        "import { fileURLToPath as __fileOf } from 'node:url'",
        'const __sourceDir = (rel) => __resolvePath(__dirnameOf(__fileOf(import.meta.url)), rel)',
      ].join('\n'),
    },
  })
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'))
  fs.writeFileSync(
    path.join(outDir, STAMP),
    JSON.stringify({ inputs, fingerprint: fingerprint(inputs) }, null, 2),
  )
  return { file: path.join(outDir, `${Object.keys(entryPoints)[0]}.js`), inputs }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { file, inputs } = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : serverOutDir)
  console.log(`Built ${path.relative(root, file)} from ${inputs.length} files.`)
}
