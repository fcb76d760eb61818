import { useEffect, useRef, type KeyboardEvent } from 'react'

/**
 * A header menu on details/summary, closing as menus do: a click elsewhere, or Escape (the focus goes back to its
 * summary). The summary is a button with its expanded state for screen readers; Enter and Space open it.
 */
export function useHeaderMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  const close = () => ref.current?.removeAttribute('open')
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.removeAttribute('open')
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape') return
    close()
    ref.current?.querySelector('summary')?.focus()
  }
  return { ref, close, onKeyDown }
}
