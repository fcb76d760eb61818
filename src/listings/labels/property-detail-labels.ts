import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PropertyFeature } from '../../domain/enums'
import type { PropertySort } from '../../domain/property'
import '../../lib/i18n/labels-catalog'

// A property's labels that its card does not show (features, orders): the detail and list pages and the editor
// load them, with their texts, never the home page.

export const featureLabels: Record<PropertyFeature, MessageDescriptor> = {
  gym: msg`Academia`,
  gourmet_area: msg`Área gourmet`,
  '24h_security': msg`Segurança 24h`,
  elevator: msg`Elevador`,
  bike_rack: msg`Bicicletário`,
  barbecue_grill: msg`Churrasqueira`,
  playground: msg`Playground`,
  electric_gate: msg`Portão eletrônico`,
  swimming_pool: msg`Piscina`,
  air_conditioning: msg`Ar-condicionado`,
  furnished: msg`Mobiliado`,
  gated_community: msg`Condomínio fechado`,
  party_hall: msg`Salão de festas`,
  coworking_space: msg`Espaço coworking`,
  spa: msg`Spa`,
  accessible: msg`Acessível`,
}

export const propertySortLabels: Record<PropertySort, MessageDescriptor> = {
  recent: msg`Mais recentes`,
  price_asc: msg`Menor preço`,
  price_desc: msg`Maior preço`,
  area_desc: msg`Maior área`,
  maior_reducao: msg`Maior redução`,
}
