import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ListingType, PropertyCategory, PropertyFeature, rentalPeriods } from '../../domain/enums'
import type { PropertySort } from '../../domain/property'

export const categoryLabels: Record<PropertyCategory, MessageDescriptor> = {
  house: msg`Casa`,
  apartment: msg`Apartamento`,
  office: msg`Sala comercial`,
  farm: msg`Fazenda`,
  land: msg`Terreno`,
  lot: msg`Lote`,
  ranch: msg`Chácara`,
  building: msg`Prédio`,
  site: msg`Sítio`,
  commercial: msg`Ponto comercial`,
  industrial: msg`Galpão industrial`,
  industrial_land: msg`Terreno industrial`,
}

export const listingTypeLabels: Record<ListingType, MessageDescriptor> = {
  sale: msg`Venda`,
  rent: msg`Aluguel`,
  both: msg`Venda ou aluguel`,
}

export const rentalPeriodLabels: Record<(typeof rentalPeriods)[number], MessageDescriptor> = {
  daily: msg`por dia`,
  biweekly: msg`por quinzena`,
  monthly: msg`/mês`,
  custom: msg`por período`,
}

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
}
