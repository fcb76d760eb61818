import { useEffect, useRef, useState, type DragEvent, type RefObject } from 'react'

/**
 * Reordering a list by dragging its items (mouse, and touch where the browser drags), besides the keyboard's
 * before/after buttons each card has. The list's <li> children become draggable; events are read on the list.
 */
export function useDragReorder(
  list: RefObject<HTMLOListElement | null>,
  count: number,
  move: (from: number, to: number) => void,
) {
  const from = useRef<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  useEffect(() => {
    list.current?.querySelectorAll(':scope > li').forEach((li) => li.setAttribute('draggable', 'true'))
  }, [list, count])

  const indexOf = (e: DragEvent) => {
    const li = (e.target as HTMLElement).closest('li')
    return li?.parentElement === list.current ? [...list.current!.children].indexOf(li!) : -1
  }
  useEffect(() => {
    list.current
      ?.querySelectorAll(':scope > li')
      .forEach((li, i) => li.classList.toggle('drag-over', i === over))
  }, [list, over, count])

  return {
    onDragStart: (e: DragEvent<HTMLOListElement>) => {
      from.current = indexOf(e)
      e.dataTransfer.effectAllowed = 'move'
    },
    onDragOver: (e: DragEvent<HTMLOListElement>) => {
      if (from.current === null) return
      e.preventDefault()
      setOver(indexOf(e))
    },
    onDrop: (e: DragEvent<HTMLOListElement>) => {
      e.preventDefault()
      const to = indexOf(e)
      if (from.current !== null && to >= 0 && to !== from.current) move(from.current, to)
      from.current = null
      setOver(null)
    },
    onDragEnd: () => {
      from.current = null
      setOver(null)
    },
  }
}
