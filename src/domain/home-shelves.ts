// Zod-free: the home route loads it, and the server inlines these same searches for the first paint.

/** The home page's shelves (src/routes/_default/index.tsx): the search each one lists. */
export const homeShelves = {
  featured: { highlighted: true, per_page: 8 },
  houses: { category: 'house', per_page: 8 },
  apartments: { category: 'apartment', per_page: 8 },
  vehicles: { per_page: 8 },
} as const

/**
 * "Popular nearby": a town's listings, closest to its centre first. The server inlines it for the first town (Irecê),
 * which the page shows until the visitor has chosen theirs.
 */
export const nearbyShelf = (town: { slug: string; lat: number; lng: number }) => ({
  city: town.slug,
  near: `${town.lat},${town.lng}`,
  per_page: 8,
})
