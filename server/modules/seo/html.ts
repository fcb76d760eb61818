import type { DehydratedState } from '@tanstack/react-query'
import { QUERY_STATE_ELEMENT_ID } from '../../../src/domain/query-keys'
import { escapeHtml, jsonForScript } from './escape'

/** What a page tells crawlers, link previews (Open Graph, Twitter) and the app's first render. */
export interface PageHead {
  status: number
  title: string
  description: string
  /** Absolute. */
  canonical: string
  robots: string
  keywords?: string
  author?: string
  siteName: string
  ogType: string
  image?: { url: string; width?: number; height?: number; alt?: string }
  /** Extra Open Graph properties (product:price:amount…). */
  og?: [string, string][]
  jsonLd: object[]
  /** The image the page paints first (the listing's cover), fetched before the app's script runs. */
  preload?: { srcset: string; sizes: string; href: string }
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`

function headTags(h: PageHead): string[] {
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    meta('name', 'robots', h.robots),
    ...(h.keywords ? [meta('name', 'keywords', h.keywords)] : []),
    ...(h.author ? [meta('name', 'author', h.author)] : []),
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', h.ogType),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonical),
    ...(h.image
      ? [
          meta('property', 'og:image', h.image.url),
          ...(h.image.url.startsWith('https:') ? [meta('property', 'og:image:secure_url', h.image.url)] : []),
          ...(h.image.width ? [meta('property', 'og:image:width', String(h.image.width))] : []),
          ...(h.image.height ? [meta('property', 'og:image:height', String(h.image.height))] : []),
          ...(h.image.alt ? [meta('property', 'og:image:alt', h.image.alt)] : []),
        ]
      : []),
    ...(h.og ?? []).map(([k, v]) => meta('property', k, v)),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    ...(h.image ? [meta('name', 'twitter:image', h.image.url)] : []),
    ...(h.image?.alt ? [meta('name', 'twitter:image:alt', h.image.alt)] : []),
  ]
  if (h.preload) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(h.preload.href)}" imagesrcset="${escapeHtml(h.preload.srcset)}" imagesizes="${escapeHtml(h.preload.sizes)}" fetchpriority="high">`,
    )
  }
  for (const data of h.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`)
  return tags
}

// The shell's own defaults that a page replaces (index.html has a title and a description, maybe more later).
const replaced =
  /<title>[\s\S]*?<\/title>|<meta\s+(?:name|property)="(?:description|robots|keywords|author|og:[^"]*|twitter:[^"]*)"[\s\S]*?>|<link\s+rel="canonical"[\s\S]*?>/g

/**
 * The shell with the page's head and its first data (the query cache its loaders filled). The state is JSON in a
 * non-executable script (CSP stays script-src 'self'); the app hydrates it (src/lib/query/inline-state.ts).
 */
export function renderShellPage(shell: string, head: PageHead, state: DehydratedState): string {
  const stripped = shell.replace(replaced, '')
  const headHtml = headTags(head).join('\n    ')
  // Replacer functions: a "$&" in a listing's title must stay text, not a replacement pattern.
  const withHead = stripped.includes('</head>')
    ? stripped.replace('</head>', () => `    ${headHtml}\n  </head>`)
    : `${headHtml}\n${stripped}`
  return withQueryState(withHead, state)
}

/** The shell with only the first data (the pages whose head the app sets itself). */
export function withQueryState(shell: string, state: DehydratedState): string {
  const script = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`
  return shell.includes('</body>')
    ? shell.replace('</body>', () => `  ${script}\n  </body>`)
    : `${shell}\n${script}`
}
