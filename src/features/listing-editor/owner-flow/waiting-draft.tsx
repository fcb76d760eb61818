import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { loadDraft } from '../../../lib/offline/drafts'
import { OWNER_DRAFT_KEY } from './owner-draft'
import './owner-flow.css'

/**
 * After a plan's checkout: the owner's listing prepared on this device waits for it, and is created from the
 * flow's review step once the subscription is active. Nothing when no such draft waits.
 */
export function WaitingOwnerDraft() {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    let alive = true
    void loadDraft(OWNER_DRAFT_KEY)
      .then((d) => alive && setWaiting(Boolean(d)))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [])
  if (!waiting) return null
  return (
    <section className="panel owner-waiting" data-testid="waiting-owner-draft">
      <p>
        <Trans>O anúncio que você preparou está guardado neste aparelho, esperando o plano.</Trans>
      </p>
      <Link to="/anunciar/proprietario" search={{ passo: 'revisao' }} className="btn btn-primary">
        <Trans>Revisar e criar o anúncio</Trans>
      </Link>
    </section>
  )
}
