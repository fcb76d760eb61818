import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast as toastApi, type Toast } from './toast-store'
import '../lib/i18n/shared-catalog'

/** One toast of a toast area (src/ui/toaster.tsx); it closes after its life, paused on hover or focus. */
export function ToastItem({ item }: { item: Toast }) {
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
