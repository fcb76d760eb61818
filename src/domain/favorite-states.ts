// Without zod: the favourites page reads these, and its chunk must not bring the schemas along.

/** What became of a listing someone keeps as a favourite: still on offer, sold, rented, or gone. */
export const favoriteStates = ['active', 'sold', 'rented', 'removed'] as const
export type FavoriteState = (typeof favoriteStates)[number]
/** At most this many listings' states in one request (the newest favourites). */
export const LISTING_STATES_MAX = 200
