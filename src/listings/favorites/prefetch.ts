// Makes a saved listing open offline even if it was never opened: its detail route is preloaded
// (the route's own loader, so the very query options the page reads, kept by the persisted query cache), and
// its photos are loaded the way the pages load them, so the worker's media cache holds the variants this
// screen will ask for.
import type { QueryClient } from '@tanstack/react-query'
import type { useRouter } from '@tanstack/react-router'
import type { Image } from '../../domain/media'
import { firstPaintImages } from '../../domain/first-paint-images'
import type { Favorite } from './favorites-db'

// The sizes and widths the gallery and the cards use (one source: the server preloads with them too).
const GALLERY = firstPaintImages.gallery
export const CARD_SIZES = firstPaintImages.card.sizes
export const CARD_WIDTHS: readonly number[] = firstPaintImages.card.widths

type Router = ReturnType<typeof useRouter>
interface Detail {
  id: string
  type: string
  attributes: { images?: Pick<Image, 'base'>[] }
}

/**
 * Loads one image as an <img> with the page's srcset and sizes would: the browser picks the same variant for
 * this screen and pixel density, and the request goes through the worker's image route like the page's.
 */
export function preloadImage(base: string, widths: readonly number[], sizes: string): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image()
    img.onload = img.onerror = () => resolve()
    img.sizes = sizes
    img.srcset = widths.map((w) => `${base}/${w}.webp ${w}w`).join(', ')
    img.src = `${base}/${widths[1] ?? widths[0]}.webp`
  })
}

const isDetailOf = (data: unknown, favorite: Favorite): data is Detail => {
  const d = data as Partial<Detail> | undefined
  return !!d && d.id === favorite.id && d.type === favorite.type && typeof d.attributes === 'object'
}

function findDetail(queryClient: QueryClient, favorite: Favorite, loaderData: unknown): Detail | null {
  if (isDetailOf(loaderData, favorite)) return loaderData
  const query = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => isDetailOf(q.state.data, favorite))
  return (query?.state.data as Detail | undefined) ?? null
}

/** Whether the query cache already holds the listing's detail. */
export const hasDetail = (queryClient: QueryClient, favorite: Favorite): boolean =>
  findDetail(queryClient, favorite, undefined) !== null

export async function prefetchListing(router: Router, queryClient: QueryClient, favorite: Favorite) {
  const matches = await router.preloadRoute({ to: favorite.path } as Parameters<Router['preloadRoute']>[0])
  const detail = findDetail(queryClient, favorite, matches?.at(-1)?.loaderData)
  const images = detail?.attributes.images ?? []
  await Promise.all([
    favorite.cover && preloadImage(favorite.cover.base, CARD_WIDTHS, CARD_SIZES),
    ...images.map((image) => preloadImage(image.base, GALLERY.widths, GALLERY.sizes)),
  ])
  return { detail: detail !== null, images: images.length }
}
