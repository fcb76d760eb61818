import { useLingui } from '@lingui/react/macro'
import { Dialog as Radix } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import './dialog.css'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Spec §4 "UI": a click on the mask closes it only when asked to. */
  closeOnMask?: boolean
  /** Shows a maximize/restore button. */
  maximizable?: boolean
  className?: string
}

/** A modal dialog (radix-ui): focus kept inside, Escape and the close button close it, centred. */
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
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog-mask" />
        <Radix.Content
          className={['dialog', maximized && 'dialog-maximized', className].filter(Boolean).join(' ')}
          onPointerDownOutside={closeOnMask ? undefined : (e) => e.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <Radix.Title className="dialog-title">{title}</Radix.Title>
            {maximizable && (
              <button
                type="button"
                className="dialog-icon-button"
                aria-pressed={maximized}
                aria-label={maximized ? t`Restaurar` : t`Maximizar`}
                onClick={() => setMaximized((m) => !m)}
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
