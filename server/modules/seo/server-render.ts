// The pages' HTML rendered by the web app itself (its server build, dist/ssr/entry-server.js, made by
// `npm run build`): the router runs the page's own routes and loaders, the page's content is in the first HTML,
// and the browser hydrates over it. Without that build (tests, the API alone) the pages keep the plain shell,
// which the browser renders.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DehydratedState } from '@tanstack/react-query'
import { deferScripts } from './deferred-boot'

/** The page the router matched, as its loaders left it (src/entry-server.tsx). */
export interface RenderedPage {
  /** The deepest route's id (`/_default/imovel/$category/$city/$id`). */
  routeId: string
  params: Record<string, string>
  /** The deepest route's validated search. */
  search: Record<string, unknown>
  /** What its loader returned. */
  data: unknown
  /** No route, or a loader, found nothing to show. */
  notFound: boolean
}

export type RenderResult =
  | { rendered: false; routeIds: string[]; redirect?: { status: number; href: string } }
  | {
      rendered: true
      status: number
      routeIds: string[]
      /** false: the browser renders the page anew over this copy (src/entry-server.tsx). */
      hydrate: boolean
      page: RenderedPage
      state: DehydratedState
      html: string
    }

/** What dist/ssr/entry-server.js exports (src/entry-server.tsx). */
export interface ServerEntry {
  render(input: {
    url: string
    fetch: typeof globalThis.fetch
    signal?: AbortSignal
    cookies?: string
    saveData?: boolean
  }): Promise<RenderResult>
  routeKind(url: string): RouteKind
}

/** `unknown`: no route (404); `server`: a page rendered here; `browser`: the plain shell. */
export type RouteKind = 'unknown' | 'server' | 'browser'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export interface ServerRenderer {
  routeKind(url: string): RouteKind
  /**
   * The page's HTML and the data its loaders fetched through `fetch` (`rendered: false` when the browser renders
   * that route alone).
   */
  render(
    url: string,
    fetch: typeof globalThis.fetch,
    cookies?: string,
    saveData?: boolean,
  ): Promise<RenderResult>
  /**
   * The styles (inlined) and chunks (<link rel="modulepreload">) of the routes that rendered, beyond the entry's
   * and those the shell already names.
   */
  assetTags(routeIds: string[], shell?: string): string
  /** The shell with its own stylesheets inlined (see inlineStyle). */
  inlineStyles(page: string): string
}

/** A built stylesheet's text by its file (assets/…css); null when it cannot be read. */
export type ReadStyle = (file: string) => string | null

/**
 * A stylesheet as a <style> in the page instead of a <link>: the first paint waits for no request but the page's
 * own (five or six of them otherwise, one round trip each on 3G). `data-href` keeps the file's name. Left a link
 * when unreadable, or when its text could close the element early.
 */
export function inlineStyle(file: string, readStyle: ReadStyle): string {
  const css = readStyle(file)
  if (css === null || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="/${file}">`
  // The disabled link is not fetched: it tells the app's chunk loader (which looks for a stylesheet link by its
  // href before adding one) that these rules are already in the page.
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`
}

const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g

/** Reads built stylesheets from dist/ once each. */
export function distStyles(distDir: string): ReadStyle {
  const cache = new Map<string, string | null>()
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(distDir, file)
      cache.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null)
    }
    return cache.get(file) ?? null
  }
}

/** The route id of a route file: src/routes/_default/imovel.$category.$id.tsx → /_default/imovel/$category/$id. */
export function routeIdOfFile(file: string): string | null {
  const m = /^src\/routes\/(.+)\.tsx$/.exec(file)
  if (!m?.[1] || m[1].split('/').some((s) => s.startsWith('-'))) return null
  if (m[1] === '__root') return '__root__'
  const id = `/${m[1].replace(/\./g, '/')}`
  return id.endsWith('/index') ? id.slice(0, -'index'.length) : id
}

/** Per route id: the stylesheets and module chunks its split components need, minus what the entry loads. */
export function routeAssets(manifest: Manifest): Map<string, { css: string[]; js: string[] }> {
  const entryFiles = new Set<string>()
  const entryCss = new Set<string>()
  const walk = (key: string, css: Set<string>, js: Set<string>, seen = new Set<string>()) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    js.add(chunk.file)
    chunk.css?.forEach((c) => css.add(c))
    chunk.imports?.forEach((i) => walk(i, css, js, seen))
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryCss, entryFiles)
  const byRoute = new Map<string, { css: string[]; js: string[] }>()
  for (const key of Object.keys(manifest)) {
    const [file, query] = key.split('?')
    if (!query?.startsWith('tsr-split=')) continue
    const id = routeIdOfFile(file ?? '')
    if (!id) continue
    const css = new Set<string>()
    const js = new Set<string>()
    walk(key, css, js)
    const assets = byRoute.get(id) ?? { css: [], js: [] }
    assets.css.push(...[...css].filter((c) => !entryCss.has(c) && !assets.css.includes(c)))
    assets.js.push(...[...js].filter((f) => !entryFiles.has(f) && !assets.js.includes(f)))
    byRoute.set(id, assets)
  }
  return byRoute
}

/** Loads the web app's server build and the client build's manifest; null without them. */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const entryFile = path.join(distDir, 'ssr', 'entry-server.js')
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!fs.existsSync(entryFile)) return null
  const entry = (await import(/* @vite-ignore */ pathToFileURL(entryFile).href)) as ServerEntry
  return createServerRenderer(
    entry,
    fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {},
    distStyles(distDir),
  )
}

export function createServerRenderer(
  entry: ServerEntry,
  manifest: Manifest,
  readStyle: ReadStyle = () => null,
): ServerRenderer {
  const assets = routeAssets(manifest)
  // The shell is the same on every request (index.html, read once): its styles are inlined once.
  let shellStyled: { shell: string; page: string } | null = null
  return {
    routeKind: (url) => entry.routeKind(url),
    render: (url, fetch, cookies, saveData) => entry.render({ url, fetch, cookies, saveData }),
    assetTags(routeIds, shell = '') {
      const css = new Set<string>()
      const js = new Set<string>()
      for (const id of routeIds) {
        assets.get(id)?.css.forEach((c) => css.add(c))
        assets.get(id)?.js.forEach((f) => js.add(f))
      }
      return [
        ...[...css].filter((c) => !shell.includes(`"/${c}"`)).map((c) => inlineStyle(c, readStyle)),
        ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('\n    ')
    },
    inlineStyles(page) {
      if (shellStyled?.shell !== page) {
        const styled = page.replace(SHELL_STYLESHEET, (_link, file: string) => inlineStyle(file, readStyle))
        shellStyled = { shell: page, page: styled }
      }
      return shellStyled.page
    },
  }
}

const ROOT = '<div id="root"></div>'
const LEADING_TITLE = /^((?:<link[^>]*>|<meta[^>]*>)*)(<title>[^<]*<\/title>)/
const SHELL_TITLE = /<title>[^<]*<\/title>/

/**
 * The whole page: the shell's head (with the route's styles and chunks), the app's HTML inside <div id="root">, then
 * the rest of the shell (the inlined state, the scripts, added after the first paint: see deferScripts). null when
 * the shell has no root.
 * `hydrate: false` marks a page the browser renders anew instead of hydrating; `appTitle`: the title the page
 * renders replaces the shell's (a page without a head of its own).
 */
export function pageHtml(
  page: string,
  assetTags: string,
  html: string,
  {
    hydrate = true,
    appTitle = false,
    saveData = false,
  }: { hydrate?: boolean; appTitle?: boolean; saveData?: boolean } = {},
): string | null {
  if (!page.includes(ROOT)) return null
  const withAssets = assetTags ? page.replace('</head>', () => `    ${assetTags}\n  </head>`) : page
  const ready = deferScripts(withAssets)
  const at = ready.indexOf(ROOT)
  const head = ready.slice(0, at)
  const tail = ready.slice(at + ROOT.length - '</div>'.length)
  // The router's not-found page for an unknown path does not hydrate to the same tree: the browser renders
  // it anew (src/main.tsx) over the server's copy.
  // data-hydrating: until the app has hydrated the page (src/app/app-root.tsx; styles in index.html).
  // data-save-data: the request asked to save data; the browser decides low-data mode as this render did
  // (src/lib/low-data/mode.ts), even where it does not tell scripts itself.
  const open = `<div id="root" ${hydrate ? 'data-hydrating' : 'data-render="client"'}${saveData ? ' data-save-data' : ''}>`
  // React writes a page's <title> (and image preloads) first, as it would into a <head> it does not have here: it
  // goes into the head (or the head's own stays), as a second one in <body> is invalid.
  const title = LEADING_TITLE.exec(html)?.[2]
  const pageHead = appTitle && title ? head.replace(SHELL_TITLE, () => title) : head
  return `${pageHead}${open}${html.replace(LEADING_TITLE, '$1')}${tail}`
}
