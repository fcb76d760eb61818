// A vehicle's optional items as its page lists them (zod-free; src/domain/vehicle.ts re-exports it for the server).

interface ItemGroup {
  id: number
  name: string
  items: { id: number; name: string }[]
}

/** Vehicle optional items: keep only groups with a selected item, each reduced to its selected items. */
export function selectOptionalItems<G extends ItemGroup>(groups: G[], selectedIds: Iterable<number>): G[] {
  const selected = new Set(selectedIds)
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => selected.has(i.id)) }))
    .filter((g) => g.items.length > 0)
}
