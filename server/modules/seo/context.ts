import type { DehydratedState } from '@tanstack/react-query'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { firstPaintImages } from '../../../src/domain/first-paint-images'
import { imageSrcSet, imageUrl, type Image } from '../../../src/domain/media'
import { queryKeys } from '../../../src/domain/query-keys'
import type { WebsiteSettings } from '../../../src/domain/settings'
import type { Db } from '../../db/client'
import { choiceOf, isLowData, savesData } from '../../../src/domain/low-data'
import { siteOrigin } from '../../http/site-origin'
import { getWebsiteSettings } from '../settings'
import type { PageHead } from './html'

export interface PageContext {
  db: Db
  /** https://host, no trailing slash: PUBLIC_URL, else the listening address (never the Host header). */
  origin: string
  path: string
  /** The query string as TanStack Router parses it (values JSON-parsed when they parse). */
  search: Record<string, unknown>
  settings: WebsiteSettings
  /** Low-data mode (src/domain/low-data.ts): no list photo preloaded, the gallery's smallest variant. */
  lowData: boolean
}

/** TanStack Router's default parseSearch: every value that is valid JSON is parsed ("2" → 2, "irece" stays). */
export function routerSearch(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([k, v]) => {
      if (typeof v !== 'string') return [k, v]
      try {
        return [k, JSON.parse(v) as unknown]
      } catch {
        return [k, v]
      }
    }),
  )
}

const SETTINGS_KEY = JSON.stringify(queryKeys.settings())

/** The page's context; the website settings are those the page rendered with (its query cache), when it has them. */
export async function pageContext(
  app: FastifyInstance,
  request: FastifyRequest,
  state: DehydratedState,
): Promise<PageContext> {
  const rendered = state.queries.find((q) => JSON.stringify(q.queryKey) === SETTINGS_KEY)?.state.data
  return {
    db: app.db,
    origin: siteOrigin(app),
    path: (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/',
    search: routerSearch((request.query ?? {}) as Record<string, unknown>),
    settings:
      (rendered as WebsiteSettings | undefined) ??
      (await getWebsiteSettings(app.db, app.config.PUBLIC_URL ?? '')),
    lowData: isLowData({
      choice: choiceOf(request.headers.cookie ?? ''),
      saveData: savesData(request.headers['save-data']),
    }),
  }
}

const absolute = (ctx: PageContext, url: string) => (/^https?:\/\//.test(url) ? url : `${ctx.origin}${url}`)

/** The Open Graph image of a listing: its 1280 px variant. */
export function ogImage(ctx: PageContext, image: Image | null, alt: string): PageHead['image'] {
  if (!image) return { url: absolute(ctx, ctx.settings.seo.image), alt: ctx.settings.site_name }
  const width = Math.min(1280, image.width)
  return {
    url: absolute(ctx, imageUrl(image, 1280)),
    width,
    height: Math.round((image.height / image.width) * width),
    alt: image.alt ?? alt,
  }
}

/** A preload matching the <img> that shows the image (same srcset and sizes, or the browser loads it twice). */
export function preloadImage(
  image: Image | null,
  sizes: string,
  widths: readonly (320 | 640 | 1280)[] = [320, 640, 1280],
) {
  if (!image) return undefined
  const srcset =
    widths.length === 3 ? imageSrcSet(image) : widths.map((w) => `${imageUrl(image, w)} ${w}w`).join(', ')
  return { href: imageUrl(image, widths[1] ?? widths[0]!), srcset, sizes }
}

/** The gallery's first photo, as the gallery shows it (its smallest variant only in low-data mode). */
export function galleryPreload(ctx: PageContext, image: Image | null) {
  const { sizes, widths } = ctx.lowData ? firstPaintImages.galleryLowData : firstPaintImages.gallery
  return preloadImage(image, sizes, widths)
}

/** Head defaults from the website settings' SEO fields; a page overrides what it knows. */
export function pageHead(
  ctx: PageContext,
  page: Partial<PageHead> & Pick<PageHead, 'title' | 'description'>,
): PageHead {
  const seo = ctx.settings.seo
  // An override given as undefined keeps the default.
  const rest = Object.fromEntries(
    Object.entries(page).filter(([, v]) => v !== undefined),
  ) as Partial<PageHead>
  return {
    status: 200,
    canonical: `${ctx.origin}${ctx.path}`,
    robots: seo.robots || 'index, follow',
    keywords: seo.keywords || undefined,
    author: seo.author || undefined,
    siteName: ctx.settings.site_name,
    ogType: 'website',
    image: ogImage(ctx, null, ''),
    jsonLd: [],
    ...rest,
    title: page.title,
    description: page.description,
  }
}

export const siteTitle = (ctx: PageContext, title: string) => `${title} | ${ctx.settings.site_name}`

/**
 * A page its route found nothing for: HTTP 404 (410 for a listing deleted or archived) with the app's not-found
 * screen, kept out of the index.
 */
export function notFoundHead(
  ctx: PageContext,
  title: string,
  message: string,
  { status = 404 }: { status?: 404 | 410 } = {},
): PageHead {
  return pageHead(ctx, {
    status,
    title: siteTitle(ctx, title),
    description: message,
    robots: 'noindex, follow',
  })
}
