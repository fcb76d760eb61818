import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import './drag.css'

export interface Offset {
  x: number
  y: number
}
interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * The offset that moves a box (`rect`, measured at offset `from`) as close to `wanted` as the viewport allows:
 * the box stays whole on screen, or pinned to the top-left edge when it is larger than the screen.
 */
export function clampOffset(
  rect: Box,
  from: Offset,
  wanted: Offset,
  viewport: { width: number; height: number },
) {
  const clamp = (value: number, min: number, max: number) =>
    Math.max(min, Math.min(value, Math.max(min, max)))
  return {
    x: clamp(wanted.x, from.x - rect.left, from.x + viewport.width - rect.right),
    y: clamp(wanted.y, from.y - rect.top, from.y + viewport.height - rect.bottom),
  }
}

const ORIGIN: Offset = { x: 0, y: 0 }

/**
 * Drag an element by a handle (dialogs are draggable and kept in the viewport, so a small screen can uncover what is behind). Mark the element
 * `data-draggable`, spread `handle` on the handle (class `drag-handle`) and move the element by `offset`. Presses on
 * buttons, links and fields in the handle stay theirs.
 */
export function useDrag() {
  const [offset, setOffset] = useState<Offset>(ORIGIN)
  const drag = useRef<{ pointer: number; start: Offset; from: Offset; rect: Box } | null>(null)

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target as Element).closest('button, a, input, select, textarea')) return
      const box = e.currentTarget.closest<HTMLElement>('[data-draggable]') ?? e.currentTarget
      drag.current = {
        pointer: e.pointerId,
        start: { x: e.clientX, y: e.clientY },
        from: offset,
        rect: box.getBoundingClientRect(),
      }
      e.currentTarget.setPointerCapture?.(e.pointerId)
      e.preventDefault()
    },
    [offset],
  )
  const onPointerMove = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d || d.pointer !== e.pointerId) return
    const wanted = { x: d.from.x + e.clientX - d.start.x, y: d.from.y + e.clientY - d.start.y }
    setOffset(clampOffset(d.rect, d.from, wanted, { width: window.innerWidth, height: window.innerHeight }))
  }, [])
  const onPointerEnd = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointer === e.pointerId) drag.current = null
  }, [])

  return {
    offset,
    reset: useCallback(() => setOffset(ORIGIN), []),
    handle: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  }
}
