import { ruralCategories, type PropertyCategory } from './enums'

// A rural property's numbers without zod (the home page's cards read them): hectares, alqueires baianos and the
// price per hectare.

/** 1 alqueire baiano = 4 × 2,42 ha = 9,68 ha. */
export const ALQUEIRE_BAIANO_HA = 9.68
export const isRuralCategory = (c: PropertyCategory | '' | null | undefined): boolean =>
  (ruralCategories as readonly string[]).includes(c ?? '')

/** Hectares, rounded to the hundredth as stored. */
export const roundHa = (ha: number) => Math.round(ha * 100) / 100
export const alqueiresToHa = (alqueires: number) => roundHa(alqueires * ALQUEIRE_BAIANO_HA)
export const haToAlqueires = (ha: number) => ha / ALQUEIRE_BAIANO_HA
/** Whole reais a hectare, or null without a price or an area. */
export const pricePerHa = (price: number | null, areaHa: number | null): number | null =>
  price !== null && areaHa !== null && areaHa > 0 ? Math.round(price / areaHa) : null
