// For the tests of the pages the server renders: the web app's server build, as `npm run build` makes it, into a
// throwaway dist, beside a client shell naming one script and one chunk (no client build: it is not needed).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

export const TEST_SHELL =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>Mercado Irecê</title>\n    <script type="module" crossorigin src="/assets/app.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n'

/** A dist/ folder with the server build (dist/ssr/entry-server.js) and TEST_SHELL; remove it after. */
export function buildServerRenderDist(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-ssr-'))
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(distDir, 'ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: root, stdio: 'inherit' },
  )
  fs.writeFileSync(path.join(distDir, 'index.html'), TEST_SHELL)
  return distDir
}
