import { useLingui } from '@lingui/react/macro'
import { Dialog as Radix } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import { useDrag } from './use-drag'
import './dialog.css'
import '../lib/i18n/shared-catalog'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** A click on the mask closes it only when asked to (a stray tap must not lose a half-filled form). */
  closeOnMask?: boolean
  /** Shows a maximize/restore button. */
  maximizable?: boolean
  className?: string
}

/**
 * A modal dialog (radix-ui): focus kept inside, Escape and the close button close it, centred; dragged by its
 * title bar, never out of the viewport.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeOnMask = false,
  maximizable = false,
  className,
}: DialogProps) {
  const { t } = useLingui()
  const [maximized, setMaximized] = useState(false)
  const { offset, reset, handle } = useDrag()
  const moved = !maximized && (offset.x !== 0 || offset.y !== 0)
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog-mask" />
        <Radix.Content
          className={['dialog', maximized && 'dialog-maximized', className].filter(Boolean).join(' ')}
          data-draggable=""
          style={
            moved
              ? { transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` }
              : undefined
          }
          onPointerDownOutside={closeOnMask ? undefined : (e) => e.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={maximized ? 'dialog-header' : 'dialog-header drag-handle'}
            {...(maximized ? {} : handle)}
          >
            <Radix.Title className="dialog-title">{title}</Radix.Title>
            {maximizable && (
              <button
                type="button"
                className="dialog-icon-button"
                aria-pressed={maximized}
                aria-label={maximized ? t`Restaurar` : t`Maximizar`}
                onClick={() => {
                  reset()
                  setMaximized((m) => !m)
                }}
              >
                {maximized ? '❐' : '□'}
              </button>
            )}
            <Radix.Close className="dialog-icon-button" aria-label={t`Fechar`}>
              ×
            </Radix.Close>
          </div>
          {description && <Radix.Description className="dialog-description">{description}</Radix.Description>}
          <div className="dialog-body">{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}
