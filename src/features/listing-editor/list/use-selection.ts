import { useCallback, useMemo, useState } from 'react'

/** The listings picked in a dashboard list, by id; only ids still on the page count. */
export function useSelection(visibleIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const selected = useMemo(() => visibleIds.filter((id) => picked.has(id)), [picked, visibleIds])
  const toggle = useCallback(
    (id: string) =>
      setPicked((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [],
  )
  const clear = useCallback(() => setPicked(new Set()), [])
  const all = useCallback(() => setPicked(new Set(visibleIds)), [visibleIds])
  return { selected, isSelected: (id: string) => picked.has(id), toggle, clear, all }
}

export type Selection = ReturnType<typeof useSelection>
