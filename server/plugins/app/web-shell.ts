import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML shell for a client-side route; modules/seo fills it with a page's head and first data. */
    renderShell(request: FastifyRequest): string
  }
}

// Without a build, a bare document still carries the pages' SEO data (modules/seo).
const BARE_SHELL =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Mercado Irecê</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n'

/** `app.renderShell`: the built index.html, read once. */
export const webShell = fp(
  async (app: FastifyInstance) => {
    const indexFile = path.join(app.config.distDir, 'index.html')
    const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : BARE_SHELL
    app.decorate('renderShell', () => shell)
  },
  { name: 'web-shell' },
)
