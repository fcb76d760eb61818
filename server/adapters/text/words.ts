// pt-BR words for listing attributes, as a description reads them (the web app has its own labels, in Lingui).
import type { PropertyCategory, PropertyFeature } from '../../../src/domain/enums'

export const categoryWords: Record<PropertyCategory, { noun: string; feminine: boolean }> = {
  house: { noun: 'Casa', feminine: true },
  apartment: { noun: 'Apartamento', feminine: false },
  office: { noun: 'Sala comercial', feminine: true },
  farm: { noun: 'Fazenda', feminine: true },
  land: { noun: 'Terreno', feminine: false },
  lot: { noun: 'Lote', feminine: false },
  ranch: { noun: 'Chácara', feminine: true },
  building: { noun: 'Prédio', feminine: false },
  site: { noun: 'Sítio', feminine: false },
  commercial: { noun: 'Ponto comercial', feminine: false },
  industrial: { noun: 'Galpão industrial', feminine: false },
  industrial_land: { noun: 'Área industrial', feminine: true },
}

export const featureWords: Record<PropertyFeature, string> = {
  gym: 'academia',
  gourmet_area: 'área gourmet',
  '24h_security': 'segurança 24 horas',
  elevator: 'elevador',
  bike_rack: 'bicicletário',
  barbecue_grill: 'churrasqueira',
  playground: 'playground',
  electric_gate: 'portão eletrônico',
  swimming_pool: 'piscina',
  air_conditioning: 'ar-condicionado',
  furnished: 'mobília',
  gated_community: 'condomínio fechado',
  party_hall: 'salão de festas',
  coworking_space: 'espaço de coworking',
  spa: 'spa',
  accessible: 'acessibilidade',
}

export const rentalWords = {
  daily: 'por dia',
  biweekly: 'por quinzena',
  monthly: 'por mês',
  custom: '',
} as const

export const vehicleTypeWords = { cars: 'carro', motorcycles: 'moto', trucks: 'caminhão' } as const
export const fuelWords = {
  gasoline: 'gasolina',
  ethanol: 'etanol',
  flex: 'flex',
  diesel: 'diesel',
  gnv: 'GNV',
  electric: 'elétrico',
  hybrid: 'híbrido',
} as const
export const conditionWords = { new: 'zero quilômetro', semi_new: 'seminovo', used: 'usado' } as const
export const transmissionWords = {
  manual: 'câmbio manual',
  automatic: 'câmbio automático',
  semi_automatic: 'câmbio semiautomático',
} as const
export const steeringWords = {
  manual: 'direção mecânica',
  hydraulic: 'direção hidráulica',
  electric: 'direção elétrica',
  electro_hydraulic: 'direção eletro-hidráulica',
} as const
export const bodyworkWords: Record<string, string> = {
  hatch: 'hatch',
  sedan: 'sedã',
  suv: 'SUV',
  crossover: 'crossover',
  pickup: 'picape',
  station_wagon: 'perua',
  coupe: 'cupê',
  convertible: 'conversível',
  minivan: 'minivan',
  van: 'van',
  roadster: 'roadster',
  buggy: 'buggy',
  other: '',
}

/** "a, b e c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

/** "1 quarto" / "3 quartos". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** 35.000 (pt-BR thousands). */
export const thousands = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })
