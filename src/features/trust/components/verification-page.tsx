import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TrustListing, TrustStatus } from '../../../domain/trust'
import { formatDate } from '../../../lib/format/dates'
import { VerifiedBadge } from '../../../listings/trust/trust-badges'
import { Button } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { advertiserTrustQueryOptions, listingsTrustQueryOptions } from '../api/trust-queries'
import { stateLabels } from '../labels'
import { DocumentForm } from './document-form'
import '../../../lib/i18n/listing-catalog'
import '../trust.css'

/** /dashboard/verificacao: the advertiser's documents ("Anunciante verificado") and each listing's document. */
export function VerificationPage() {
  const { t } = useLingui()
  const { data, isError } = useQuery(advertiserTrustQueryOptions())
  return (
    <section className="trust-page" aria-labelledby="trust-title">
      <PageTitle title={t`Verificação`} />
      <h1 className="page-title" id="trust-title">
        <Trans>Verificação do anunciante</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Compradores confiam mais em quem mostra quem é. Envie fotos dos seus documentos: a equipe confere e
          seus anúncios passam a mostrar o selo “Anunciante verificado”, aparecendo antes dos demais em
          resultados equivalentes. As fotos são vistas só pela equipe e apagadas 30 dias após a análise.
        </Trans>
      </p>
      {isError && (
        <p role="alert">
          <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
        </p>
      )}
      {data ? <AdvertiserState status={data} /> : !isError && <Skeleton height="7.5rem" />}
      <ListingDocuments />
    </section>
  )
}

function StateLine({
  state,
  reason,
  sentAt,
}: {
  state: TrustStatus['attributes']['state']
  reason: string | null
  sentAt?: string | null
}) {
  const { i18n } = useLingui()
  return (
    <p className={`trust-state trust-state-${state}`} data-state={state}>
      <strong>{i18n._(stateLabels[state])}</strong>
      {state === 'pending' && sentAt && (
        <span>
          {' · '}
          <Trans>enviado em {formatDate(sentAt)}</Trans>
        </span>
      )}
      {state === 'refused' && reason && (
        <span className="trust-reason">
          {' · '}
          <Trans>Motivo: {reason}</Trans>
        </span>
      )}
    </p>
  )
}

function AdvertiserState({ status }: { status: TrustStatus }) {
  const { t } = useLingui()
  const a = status.attributes
  return (
    <section className="trust-card" aria-labelledby="trust-own-title">
      <h2 id="trust-own-title">
        <Trans>Seus documentos</Trans>
      </h2>
      <StateLine state={a.state} reason={a.reason} sentAt={a.sent_at} />
      {a.state === 'approved' && (
        <p>
          <VerifiedBadge verified /> <Trans>Seus anúncios mostram o selo.</Trans>
        </p>
      )}
      {a.state === 'pending' && (
        <p className="muted">
          <Trans>A equipe está conferindo seus documentos. Você verá o resultado aqui.</Trans>
        </p>
      )}
      {(a.state === 'not_sent' || a.state === 'refused') && (
        <>
          {a.state === 'refused' && (
            <p className="muted">
              <Trans>Corrija o que foi apontado e envie novamente.</Trans>
            </p>
          )}
          <DocumentForm
            id="advertiser-docs"
            required={a.required}
            target={{ url: '/v1/trust/advertiser', title: t`Documentos do anunciante` }}
          />
        </>
      )}
    </section>
  )
}

/** The first few listings at once; an agency may have a hundred. */
const FIRST_LISTINGS = 5

function ListingDocuments() {
  const { data } = useQuery(listingsTrustQueryOptions())
  const [all, setAll] = useState(false)
  if (!data?.length) return null
  const shown = all ? data : data.slice(0, FIRST_LISTINGS)
  return (
    <div className="trust-card">
      <h2>
        <Trans>Documentos dos anúncios</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Anexe a certidão de matrícula do imóvel ou o CRLV do veículo. A equipe confere se o nome do
          proprietário é o da sua conta, e a página do anúncio mostra “Documento conferido”.
        </Trans>
      </p>
      <ul className="trust-listings">
        {shown.map((listing) => (
          <ListingRow key={listing.id} listing={listing} />
        ))}
      </ul>
      {shown.length < data.length && (
        <Button variant="ghost" small onClick={() => setAll(true)}>
          <Trans>Mostrar todos os anúncios ({data.length})</Trans>
        </Button>
      )}
    </div>
  )
}

function ListingRow({ listing }: { listing: TrustListing }) {
  const { t } = useLingui()
  const a = listing.attributes
  const [open, setOpen] = useState(false)
  const canSend = a.state === 'not_sent' || a.state === 'refused'
  return (
    <li>
      <div className="trust-listing-head">
        <span className="trust-listing-title">{a.title}</span>
        <StateLine state={a.state} reason={a.reason} />
        {canSend && !open && (
          <Button variant="secondary" small onClick={() => setOpen(true)}>
            <Trans>Enviar documento</Trans>
          </Button>
        )}
      </div>
      {canSend && open && (
        <DocumentForm
          id={`listing-${listing.id}`}
          required={a.kind === 'property' ? ['registry'] : ['crlv']}
          target={{
            url: `/v1/trust/listings/${a.kind}/${a.listing_id}`,
            title: t`Documento de ${a.title}`,
          }}
        />
      )}
    </li>
  )
}
