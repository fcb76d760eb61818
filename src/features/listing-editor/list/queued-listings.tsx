import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { saveDraft } from '../../../lib/offline/drafts'
import { discard, retry, watch, type OutboxEntry } from '../../../lib/offline/outbox'
import { Button } from '../../../ui/button'
import { myPropertyKeys } from '../api/my-properties'
import { myVehicleKeys } from '../api/my-vehicles'
import { listingMetaOf, type ListingKind } from '../api/queue-listing'
import { OWNER_DRAFT_KEY } from '../owner-flow/owner-draft'
import { failingSection } from '../publish/failing-section'
import { needsPlan, PlansLink } from '../publish/plan-needed'

/**
 * Listings of one kind queued on this device (offline, or waiting for their photos): 'Aguardando envio' until
 * sent; a refused one with the server's message, "Corrigir", "Tentar novamente" (a new attempt) and "Descartar".
 */
export function QueuedListings({ kind }: { kind: ListingKind }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [queued, setQueued] = useState<OutboxEntry[]>([])
  const seen = useRef(new Set<string>())

  useEffect(
    () =>
      watch((entries) => {
        const listings = entries.filter((e) => listingMetaOf(e)?.kind === kind)
        const ids = new Set(listings.map((e) => e.id))
        // One left the queue: the server has it now (or the user discarded it).
        if ([...seen.current].some((id) => !ids.has(id)))
          void queryClient.invalidateQueries({
            queryKey: kind === 'vehicle' ? myVehicleKeys.all() : myPropertyKeys.all(),
          })
        seen.current = ids
        setQueued(listings)
      }),
    [queryClient, kind],
  )

  // Reopens the draft where it failed, with every answer: the owner's flow at its review step, the editor at the
  // section of the refused field.
  const fix = async (entry: OutboxEntry) => {
    const meta = listingMetaOf(entry)!
    await saveDraft(meta.draftKey, meta.draft)
    await discard(entry.id)
    const hash = failingSection(entry.error)
    if (meta.kind === 'vehicle') {
      // The vehicle form is one page: the photos' section when they were refused, else its top.
      const photos = hash === 'fotos' ? 'fotos' : undefined
      if (meta.listingId)
        await navigate({ to: '/dashboard/vehicles/$id/edit', params: { id: meta.listingId }, hash: photos })
      else
        await navigate({
          to: '/dashboard/vehicles/new',
          search: { type: meta.draft.values.vehicle_type },
          hash: photos,
        })
    } else if (meta.draftKey === OWNER_DRAFT_KEY)
      await navigate({ to: '/anunciar/proprietario', search: { passo: 'revisao' } })
    else if (meta.listingId)
      await navigate({ to: '/dashboard/properties/$id/edit', params: { id: meta.listingId }, hash })
    else await navigate({ to: '/dashboard/properties/new', hash })
  }

  if (queued.length === 0) return null
  return (
    <ul className="my-list queued-list" aria-label="Anúncios aguardando envio">
      {queued.map((entry) => {
        const meta = listingMetaOf(entry)!
        const failed = entry.status === 'failed'
        return (
          <li key={entry.id} className="my-item" data-testid="queued-listing">
            <div className="my-item-body">
              <p className="my-item-title">{meta.title}</p>
              <p>
                {failed ? (
                  <span className="badge badge-danger">
                    <Trans>Falha no envio</Trans>
                  </span>
                ) : (
                  <span className="badge badge-warn">
                    <Trans>Aguardando envio</Trans>
                  </span>
                )}{' '}
                {meta.listingId ? <Trans>alterações</Trans> : <Trans>novo anúncio</Trans>}
              </p>
              {failed && <p className="field-error">{entry.error?.detail}</p>}
              {failed && (
                <div className="my-item-actions">
                  {needsPlan(entry.error) && <PlansLink small />}
                  <Button small onClick={() => void fix(entry)}>
                    <Trans>Corrigir</Trans>
                  </Button>
                  <Button small variant="secondary" onClick={() => void retry(entry.id)}>
                    <Trans>Tentar novamente</Trans>
                  </Button>
                  <Button small variant="ghost" onClick={() => void discard(entry.id)}>
                    <Trans>Descartar</Trans>
                  </Button>
                </div>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
