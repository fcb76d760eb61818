// What the property and vehicle seeds share once their rows are made.

/** What later steps (activity, billing) need of each inserted listing. */
export interface SeededListing<S extends string> {
  id: number
  userId: number
  status: S
  createdAt: Date
}

export function seededListings<S extends string>(
  ids: number[],
  rows: { userId: number; status?: S; createdAt?: Date }[],
): SeededListing<S>[] {
  return ids.map((id, i) => ({
    id,
    userId: rows[i]!.userId,
    status: rows[i]!.status!,
    createdAt: rows[i]!.createdAt!,
  }))
}

/** One link row per photo of each listing, in gallery order, the first one the cover. */
export function photoLinks<P, L extends object>(
  ids: number[],
  galleries: P[][],
  link: (listingId: number, photo: P) => L,
): (L & { position: number; isCover: boolean })[] {
  return ids.flatMap((id, i) =>
    galleries[i]!.map((photo, position) => ({ ...link(id, photo), position, isCover: position === 0 })),
  )
}
