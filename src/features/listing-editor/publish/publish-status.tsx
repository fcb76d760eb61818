import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MyProperty } from '../../../domain/my-property'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { propertyPath } from '../../../domain/paths'
import { discard, retry, watch, type OutboxEntry } from '../../../lib/offline/outbox'
import { pageReplayer, type CompletedDetail } from '../../../lib/offline/replayer'
import { takeReceipt } from '../../../lib/offline/receipts'
import { forgetUploads } from '../../../lib/offline/upload-refs'
import { useOnline } from '../../../lib/browser/use-online'
import { Button, buttonClass } from '../../../ui/button'
import { myPropertyKeys } from '../api/my-properties'
import { myVehicleKeys } from '../api/my-vehicles'
import type { ListingKind, ListingMeta } from '../api/queue-listing'
import { atLimit, needsPlan, PlansLink } from './plan-needed'

/** The listing as the server answered it: a property or a vehicle document. */
export type SavedListing = MyProperty | MyVehicle

/** What differs between the kinds once a listing was sent: where their list is, and what "done" means. */
const kinds: Record<
  ListingKind,
  {
    list: '/dashboard/properties' | '/dashboard/vehicles'
    listLabel: MessageDescriptor
    another: '/dashboard/properties/new' | '/dashboard/vehicles/new'
    anotherLabel: MessageDescriptor
    keys: () => readonly unknown[]
    /** The status it has once live (a vehicle's next status after sending is review: 'pending'). */
    live: string
  }
> = {
  property: {
    list: '/dashboard/properties',
    listLabel: msg`Ver meus imóveis`,
    another: '/dashboard/properties/new',
    anotherLabel: msg`Anunciar outro imóvel`,
    keys: myPropertyKeys.all,
    live: 'active',
  },
  vehicle: {
    list: '/dashboard/vehicles',
    listLabel: msg`Ver meus veículos`,
    another: '/dashboard/vehicles/new',
    anotherLabel: msg`Anunciar outro veículo`,
    keys: myVehicleKeys.all,
    live: 'published',
  },
}

type Phase =
  | { kind: 'waiting'; entry: OutboxEntry | null; photosLeft: number }
  | { kind: 'failed'; entry: OutboxEntry }
  /** A photo the server refused holds the listing (dependsOn) until it is removed from the listing. */
  | { kind: 'photo-failed'; entry: OutboxEntry; detail: string }
  | { kind: 'done' }

/**
 * After "Publicar" (or "Criar", "Salvar"): the queued listing until the server took it (or refused it, with its
 * message and the ways to fix it). `onDone` hears the server's answer when this page sent it.
 */
export function PublishStatus({
  entryId,
  meta,
  onFix,
  onDone,
}: {
  entryId: string
  meta: ListingMeta
  onFix(entry: OutboxEntry): void
  onDone?(saved: SavedListing): void
}) {
  const { t, i18n } = useLingui()
  const kind = kinds[meta.kind]
  const online = useOnline()
  const queryClient = useQueryClient()
  const photoKeys = meta.draft.photos.filter((p) => p.kind === 'upload').map((p) => p.key)
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting', entry: null, photosLeft: photoKeys.length })
  const [saved, setSaved] = useState<SavedListing | null>(null)
  const [discarded, setDiscarded] = useState(false)
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })

  useEffect(() => {
    // The answer comes with this page's 'completed' event, or is taken from the receipt the worker or another tab
    // left (queueListing keeps it): whichever comes first.
    let finished = false
    const finish = (body: unknown) => {
      const listing = (body as { data?: SavedListing } | null)?.data ?? null
      if (finished || !listing) return
      finished = true
      setSaved(listing)
      onDoneRef.current?.(listing)
    }
    const onCompleted = (event: Event) => {
      const { entry, response } = (event as CustomEvent<CompletedDetail>).detail
      if (entry.id === entryId) finish(response.body)
    }
    const replayer = pageReplayer()
    replayer.addEventListener('completed', onCompleted)
    const stop = watch((entries) => {
      const entry = entries.find((e) => e.id === entryId) ?? null
      const photos = entries.filter((e) => photoKeys.includes(e.id))
      const photosLeft = photos.length
      const refused = photos.find((e) => e.status === 'failed')
      if (!entry) {
        setPhase({ kind: 'done' })
        void takeReceipt(entryId).then((receipt) => receipt && finish(receipt.body))
      } else if (entry.status === 'failed') setPhase({ kind: 'failed', entry })
      else if (refused) setPhase({ kind: 'photo-failed', entry, detail: refused.error?.detail ?? '' })
      else setPhase({ kind: 'waiting', entry, photosLeft })
    })
    return () => {
      stop()
      replayer.removeEventListener('completed', onCompleted)
    }
    // photoKeys is derived from meta, fixed for this entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryId])

  const done = phase.kind === 'done'
  useEffect(() => {
    if (!done || discarded) return
    void queryClient.invalidateQueries({ queryKey: kind.keys() })
    void forgetUploads(meta.draft.photos.map((p) => p.key))
  }, [done, discarded, queryClient, meta, kind])

  if (discarded) {
    return (
      <div className="panel publish-status" role="status">
        <h2>
          <Trans>Envio descartado</Trans>
        </h2>
        <Link to={kind.list} className={buttonClass()}>
          {i18n._(kind.listLabel)}
        </Link>
      </div>
    )
  }
  if (phase.kind === 'done') {
    const status = saved?.attributes.status ?? (meta.kind === 'property' ? meta.draft.values.status : null)
    const published = status === kind.live
    const property = saved?.type === 'property' ? saved : null
    const inReview = meta.kind === 'vehicle' && status === 'pending'
    return (
      <div className="panel publish-status publish-done" role="status">
        <h2>
          {published ? (
            <Trans>Anúncio publicado!</Trans>
          ) : inReview ? (
            <Trans>Anúncio enviado para revisão</Trans>
          ) : (
            <Trans>Anúncio salvo!</Trans>
          )}
        </h2>
        <p>
          <Trans>“{meta.title}” foi enviado com sucesso.</Trans>
        </p>
        <div className="publish-actions">
          <Link to={kind.list} className={buttonClass()}>
            {i18n._(kind.listLabel)}
          </Link>
          {property && published && (
            <a href={propertyPath(property)} className={buttonClass({ variant: 'secondary' })}>
              <Trans>Ver anúncio</Trans>
            </a>
          )}
          <Link to={kind.another} reloadDocument className={buttonClass({ variant: 'secondary' })}>
            {i18n._(kind.anotherLabel)}
          </Link>
        </div>
      </div>
    )
  }
  if (phase.kind === 'photo-failed') {
    return (
      <div className="panel publish-status publish-failed" role="alert">
        <h2>
          <Trans>Uma foto não pôde ser enviada</Trans>
        </h2>
        <p>{phase.detail}</p>
        <p>
          <Trans>Remova ou troque a foto e publique de novo: o restante do anúncio está guardado.</Trans>
        </p>
        <div className="publish-actions">
          <Button onClick={() => onFix(phase.entry)}>
            <Trans>Corrigir o anúncio</Trans>
          </Button>
        </div>
      </div>
    )
  }
  if (phase.kind === 'failed') {
    return (
      <div className="panel publish-status publish-failed" role="alert">
        <h2>
          <Trans>O anúncio não foi enviado</Trans>
        </h2>
        <p>{phase.entry.error?.detail}</p>
        {needsPlan(phase.entry.error) && (
          <p>
            <Trans>
              Escolha um plano e depois toque em “Tentar novamente”: o anúncio continua guardado neste
              aparelho.
            </Trans>
          </p>
        )}
        {atLimit(phase.entry.error) && (
          <p className="publish-ways">
            <Trans>
              Pause outro anúncio ou mude de plano e depois toque em “Tentar novamente”: o anúncio continua
              guardado neste aparelho.
            </Trans>{' '}
            <Link to={kind.list}>
              <Trans>Pausar outro anúncio</Trans>
            </Link>{' '}
            ·{' '}
            <Link to="/planos">
              <Trans>Mudar de plano</Trans>
            </Link>
          </p>
        )}
        <div className="publish-actions">
          {needsPlan(phase.entry.error) && <PlansLink />}
          <Button onClick={() => onFix(phase.entry)}>
            <Trans>Corrigir o anúncio</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void retry(phase.entry.id)}>
            <Trans>Tentar novamente</Trans>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDiscarded(true)
              void discard(phase.entry.id)
            }}
          >
            <Trans>Descartar</Trans>
          </Button>
        </div>
      </div>
    )
  }
  const sending =
    phase.photosLeft > 0 ? t`Enviando fotos: faltam ${phase.photosLeft}.` : t`Enviando o anúncio…`
  return (
    <div className="panel publish-status publish-waiting" role="status">
      <h2>
        <Trans>Aguardando envio</Trans>
      </h2>
      <p>
        {online ? (
          sending
        ) : (
          <Trans>
            Você está sem conexão. O anúncio e as fotos ficaram salvos neste aparelho e serão enviados
            automaticamente quando a conexão voltar.
          </Trans>
        )}
      </p>
      <div className="publish-actions">
        <Link to={kind.list} className={buttonClass({ variant: 'secondary' })}>
          {i18n._(kind.listLabel)}
        </Link>
      </div>
    </div>
  )
}
