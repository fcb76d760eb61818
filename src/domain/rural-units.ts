import { ruralCategories, type PropertyCategory } from './enums-core'

// A rural property's numbers without zod: hectares and alqueires baianos. The price per hectare, which the home
// page's cards show, is in ./price-per-ha (this module is only the detail pages', the filters' and the editor's).

/** 1 alqueire baiano = 4 × 2,42 ha = 9,68 ha. */
export const ALQUEIRE_BAIANO_HA = 9.68
export const isRuralCategory = (c: PropertyCategory | '' | null | undefined): boolean =>
  (ruralCategories as readonly string[]).includes(c ?? '')

/** Hectares, rounded to the hundredth as stored. */
export const roundHa = (ha: number) => Math.round(ha * 100) / 100
export const alqueiresToHa = (alqueires: number) => roundHa(alqueires * ALQUEIRE_BAIANO_HA)
export const haToAlqueires = (ha: number) => ha / ALQUEIRE_BAIANO_HA
