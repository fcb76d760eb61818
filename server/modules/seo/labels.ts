import type { ListingType, PropertyCategory, VehicleType } from '../../../src/domain/enums'

// pt-BR words for titles and descriptions the server writes (the web app's labels live in its Lingui catalogue).

export const categoryName: Record<PropertyCategory, [singular: string, plural: string]> = {
  house: ['Casa', 'Casas'],
  apartment: ['Apartamento', 'Apartamentos'],
  office: ['Sala comercial', 'Salas comerciais'],
  farm: ['Fazenda', 'Fazendas'],
  land: ['Terreno', 'Terrenos'],
  lot: ['Lote', 'Lotes'],
  ranch: ['Chácara', 'Chácaras'],
  building: ['Prédio', 'Prédios'],
  site: ['Sítio', 'Sítios'],
  commercial: ['Ponto comercial', 'Pontos comerciais'],
  industrial: ['Galpão industrial', 'Galpões industriais'],
  industrial_land: ['Terreno industrial', 'Terrenos industriais'],
}

export const dealName: Record<ListingType, string> = {
  sale: 'à venda',
  rent: 'para alugar',
  both: 'à venda ou para alugar',
}

export const vehicleTypeName: Record<VehicleType, string> = {
  cars: 'Carros',
  motorcycles: 'Motos',
  trucks: 'Caminhões',
}

export const conditionName = { new: 'novo', semi_new: 'seminovo', used: 'usado' } as const

const rentalSuffix = {
  daily: ' por dia',
  biweekly: ' por quinzena',
  monthly: '/mês',
  custom: ' por período',
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 })

/** "R$ 250.000", "R$ 1.200/mês", "Sob consulta". */
export function priceText(price: number | null, rentalPeriod?: keyof typeof rentalSuffix | null): string {
  if (price === null) return 'Sob consulta'
  return `${brl.format(price).replace(/\s/g, ' ')}${rentalPeriod ? rentalSuffix[rentalPeriod] : ''}`
}

export const kmText = (km: number) => `${km.toLocaleString('pt-BR')} km`
