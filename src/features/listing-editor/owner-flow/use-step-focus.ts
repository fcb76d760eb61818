import { useEffect, useRef, type RefObject } from 'react'

/**
 * Each new screen of the owner's flow puts the cursor in its first field, so the owner answers without a tap to
 * find it (and a screen reader starts on the question). Not on the page's first paint: a visitor arriving reads the
 * page from the top.
 */
export function useStepFocus(container: RefObject<HTMLElement | null>, step: number) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const field = container.current?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([type=file]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    )
    field?.focus({ preventScroll: true })
  }, [container, step])
}
