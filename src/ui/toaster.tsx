import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { getToasts, subscribeToasts, toast as toastApi, type Toast } from './toast-store'
import './toast.css'

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
      {mine.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  )
}

function ToastItem({ item }: { item: Toast }) {
  const { t } = useLingui()
  const remaining = useRef(item.life)
  const startedAt = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const start = () => {
    if (item.life <= 0) return
    clearTimeout(timer.current)
    startedAt.current = Date.now()
    timer.current = setTimeout(() => toastApi.remove(item.id), remaining.current)
  }
  const pause = () => {
    if (timer.current === undefined) return
    clearTimeout(timer.current)
    timer.current = undefined
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current))
  }

  useEffect(() => {
    start()
    return () => clearTimeout(timer.current)
    // Start once per toast; hover and focus handlers pause and resume it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div
      className={`toast toast-${item.severity}`}
      role={item.severity === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <div className="toast-content">
        {item.summary && <strong className="toast-summary">{item.summary}</strong>}
        {item.detail && <span className="toast-detail">{item.detail}</span>}
        {item.link && (
          <Link to={item.link.to} className="toast-link" onClick={() => toastApi.remove(item.id)}>
            {item.link.label}
          </Link>
        )}
      </div>
      {item.closable && (
        <button
          type="button"
          className="toast-close"
          aria-label={t({ id: 'toast.close', message: 'Fechar notificação' })}
          onClick={() => toastApi.remove(item.id)}
        >
          ×
        </button>
      )}
    </div>
  )
}
