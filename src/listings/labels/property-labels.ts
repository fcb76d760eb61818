import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ListingType, PropertyCategory, rentalPeriods } from '../../domain/enums'

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
