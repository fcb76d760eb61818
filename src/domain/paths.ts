// URL builders and small pure helpers, kept free of zod so the web app's first screen can use them without
// loading zod (the home page has no room in its JavaScript budget for it). The modules that define the schemas re-export them.
import type { UserProfile, VehicleType } from './enums'
import { slugify } from './region'

export const advertiserTypeSlugs = {
  owner: 'proprietario',
  broker: 'corretor',
  business: 'imobiliaria',
} as const
export const advertiserTypeFromSlug = (slug: string) =>
  (Object.entries(advertiserTypeSlugs).find(([, s]) => s === slug)?.[0] ?? null) as UserProfile | null

/** /imovel/{category}/{city}/{id} */
export const propertyPath = (p: { id: string; attributes: { category: string; city_slug: string } }) =>
  `/imovel/${p.attributes.category}/${p.attributes.city_slug}/${p.id}`

/** /veiculo/{vehicle_type}/{state}/{city}/{brand}/{model}/{version}/{id} */
export const vehiclePath = (v: {
  id: string
  attributes: {
    vehicle_type: VehicleType
    state: string
    city_slug: string
    brand: string
    model: string
    version: string
  }
}) => {
  const a = v.attributes
  return `/veiculo/${a.vehicle_type}/${a.state.toLowerCase()}/${a.city_slug}/${slugify(a.brand)}/${slugify(a.model)}/${slugify(a.version) || 'versao'}/${v.id}`
}
