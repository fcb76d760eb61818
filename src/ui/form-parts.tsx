import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button, type ButtonStyle } from './button'
import './skeleton.css'
import './form.css'
import '../lib/i18n/shared-catalog'

/** A submit button that says it is working and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...style
}: ButtonStyle & { pending: boolean; pendingLabel?: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} {...style}>
      {pending && <span className="spinner spinner-sm" aria-hidden="true" />}
      {pending ? (pendingLabel ?? t`Enviando…`) : children}
    </Button>
  )
}

/** The form's own message (login failed, 429, offline…), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
  children,
}: {
  message: string | null | undefined
  tone?: 'error' | 'success' | 'info'
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <div className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{message}</p>
      {children}
    </div>
  )
}
