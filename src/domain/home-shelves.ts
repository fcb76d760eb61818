// Zod-free: the home route loads it, and the server inlines these same searches for the first paint.

/** The home page's shelves (src/routes/_default/index.tsx): the search each one lists. */
export const homeShelves = {
  featured: { highlighted: true, per_page: 8 },
  houses: { category: 'house', per_page: 8 },
  apartments: { category: 'apartment', per_page: 8 },
  vehicles: { per_page: 8 },
} as const
