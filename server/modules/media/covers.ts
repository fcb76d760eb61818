/**
 * The rows of a page of listings in the order of `ids` (the order the search chose), each with its cover, or null
 * when it has no photo. Ids without a row (removed meanwhile) are left out. `owner` names the covers' listing id.
 */
export function inIdOrderWithCovers<
  R extends { id: number },
  K extends string,
  C extends { [key in K]: number },
>(
  ids: readonly number[],
  rows: readonly R[],
  covers: readonly C[],
  owner: K,
): (R & { cover: Omit<C, K> | null })[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const coverOf = new Map<number, Omit<C, K>>(
    covers.map((c) => {
      const { [owner]: listingId, ...cover } = c
      return [listingId, cover as Omit<C, K>]
    }),
  )
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ ...row, cover: coverOf.get(id) ?? null }] : []
  })
}
