import { useEffect, useRef, useState } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and from then on: blocks below the fold (a map, a
 * row of related listings) cost nothing on a slow link until the visitor scrolls toward them.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null)
  // Without IntersectionObserver (old WebViews) everything loads at once; on the server nothing does (the page
  // rendered there hydrates as the browser first renders it).
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near] as const
}
