import { lazy, Suspense } from 'react'
import { usePwaPrompts } from './prompt-store'

const PwaBanners = lazy(() => import('./pwa-banners'))

/**
 * Mounted once in the root layout. The banners load only once the browser offers installation or a new
 * version waits, so the home page's first download does not carry them.
 */
export function PwaPrompts() {
  const { install, update } = usePwaPrompts()
  if (!install && !update) return null
  return (
    <Suspense fallback={null}>
      <PwaBanners />
    </Suspense>
  )
}
