// A rural property's price per hectare, without zod: the home page's cards show it (src/domain/rural-units.ts has
// the other rural numbers, which only lazy screens need).

/** Whole reais a hectare, or null without a price or an area. */
export const pricePerHa = (price: number | null, areaHa: number | null): number | null =>
  price !== null && areaHa !== null && areaHa > 0 ? Math.round(price / areaHa) : null
