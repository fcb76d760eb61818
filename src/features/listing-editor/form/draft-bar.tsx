import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { AutosaveStatus } from '../../../lib/offline/drafts'
import { Button } from '../../../ui/button'
import { timeAgo } from './relative-time'

/** Re-renders every 15 s so "há …" stays true. */
function useNow(everyMs = 15_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/**
 * The draft's state above the form: restored on return ('Rascunho salvo há …' with 'Descartar rascunho'),
 * then saving and saved as the user types, or why it could not be saved (e.g. the device is full).
 */
export function DraftBar({
  status,
  restoredAt,
  onDiscard,
}: {
  status: AutosaveStatus
  restoredAt: number | null
  onDiscard(): void
}) {
  const { t } = useLingui()
  const now = useNow()
  const savedAt = status.state === 'saved' ? status.savedAt : restoredAt
  let text: string | null = null
  if (status.state === 'saving') text = t`Salvando rascunho…`
  else if (status.state === 'error') text = status.message
  else if (savedAt !== null) text = t`Rascunho salvo ${timeAgo(savedAt, Math.max(now, savedAt))}`
  if (text === null && restoredAt === null) return null
  return (
    <div className={`draft-bar${status.state === 'error' ? ' draft-bar-error' : ''}`} data-testid="draft-bar">
      <p role="status" aria-live="polite">
        {text}
      </p>
      {(restoredAt !== null || savedAt !== null) && (
        <Button small variant="ghost" onClick={onDiscard}>
          <Trans>Descartar rascunho</Trans>
        </Button>
      )}
    </div>
  )
}
