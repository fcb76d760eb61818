import type { Advertiser } from '../../../src/domain/advertiser'
import type { Property, PropertyPage } from '../../../src/domain/property'
import type { Vehicle, VehiclePage } from '../../../src/domain/vehicle'
import { notFoundHead, type PageContext } from './context'
import type { PageHead } from './html'
import { homeHead, propertiesHead, vehiclesHead } from './list-heads'
import { advertiserHead, propertyHead, vehicleHead } from './listing-heads'
import type { RenderedPage } from './server-render'

type HeadOf = (ctx: PageContext, page: RenderedPage) => PageHead | Promise<PageHead>

const found = <T>(page: RenderedPage): T | null =>
  page.notFound ? null : ((page.data as T | undefined) ?? null)

/**
 * What search engines and link previews read of a page beyond its HTML (title, description, canonical, Open Graph,
 * JSON-LD, the image to preload), by the id of the route that rendered it, built from what its loader returned.
 * The pages are the file routes (src/routes): a route missing here keeps the site's defaults and the title it
 * renders itself.
 */
export const pageHeads: Record<string, HeadOf> = {
  '/_default/': (ctx) => homeHead(ctx),
  '/_default/imoveis': (ctx, page) => propertiesHead(ctx, page.data as PropertyPage),
  '/_default/veiculos': (ctx, page) => vehiclesHead(ctx, page.data as VehiclePage),
  '/_default/imovel/$category/$city/$id': (ctx, page) =>
    propertyHead(ctx, found<Property>(page), page.params.id ?? ''),
  '/_default/veiculo/$vehicleType/$state/$city/$brand/$model/$version/$id': (ctx, page) =>
    vehicleHead(ctx, found<Vehicle>(page), page.params.id ?? ''),
  '/_default/anunciante/$advertiserType/$id': (ctx, page) =>
    advertiserHead(ctx, found<[Advertiser, ...unknown[]]>(page)?.[0] ?? null, {
      page: Number(page.search.page ?? 1),
      vpage: Number(page.search.vpage ?? 1),
    }),
}

/** The page's head, or null when the shell's defaults stand (with the title the page renders). */
export async function headOf(ctx: PageContext, page: RenderedPage): Promise<PageHead | null> {
  const head = pageHeads[page.routeId]
  if (head) return head(ctx, page)
  if (page.notFound)
    return notFoundHead(ctx, 'Página não encontrada', 'A página que você procura não existe.')
  return null
}
