import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { getToasts, subscribeToasts } from './toast-store'
import './toast.css'

// Loaded with the first toast: most visits show none. The area itself is on the page from the start, so screen
// readers announce what is added to it.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })))

export type ToasterPosition = 'top-right' | 'bottom-center'

/** One toast area. Shows the toasts of its group (none = default area); each closes after its life, paused on hover or focus. */
export function Toaster({ group, position = 'top-right' }: { group?: string; position?: ToasterPosition }) {
  const { t } = useLingui()
  const all = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const mine = all.filter((item) => item.group === group)
  return (
    <div
      className={`toaster toaster-${position}`}
      role="region"
      aria-label={
        // Two areas on every page: each needs its own name, or screen readers cannot tell the landmarks apart.
        position === 'bottom-center'
          ? t({ id: 'toast.region.bottom', message: 'Avisos' })
          : t({ id: 'toast.region', message: 'Notificações' })
      }
      aria-live="polite"
      aria-relevant="additions"
    >
      {mine.length > 0 && (
        <Suspense fallback={null}>
          {mine.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </Suspense>
      )}
    </div>
  )
}
