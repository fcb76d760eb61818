import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { MyPropertySummary } from '../../../domain/my-property'
import { imageUrl } from '../../../domain/media'
import { errorMsg } from '../../../domain/messages'
import { formatPrice } from '../../../lib/format/format'
import { rentalPeriodLabels } from '../../../listings/labels/property-labels'
import { loadDraft } from '../../../lib/offline/drafts'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { myPropertiesQueryOptions } from '../api/my-properties'
import type { EditorDraft } from '../form/values'
import { draftKeyOf } from '../form/values'
import { statusLabels } from '../labels'
import { QueuedListings } from './queued-listings'
import '../../../ui/field.css'
import './my-properties.css'

/** /dashboard/properties: what waits to be sent from this device, the unpublished draft, then my listings. */
export function MyPropertiesPage({ page }: { page: number }) {
  const { t } = useLingui()
  const query = useQuery(myPropertiesQueryOptions(page))
  const [draft, setDraft] = useState<EditorDraft | null>(null)
  useEffect(() => {
    void loadDraft(draftKeyOf()).then((d) => setDraft((d?.value as EditorDraft | undefined) ?? null))
  }, [])

  return (
    <div className="my-properties">
      <PageTitle title={t`Meus imóveis`} />
      <header className="section-head">
        <h1>
          <Trans>Meus imóveis</Trans>
        </h1>
        <Link to="/dashboard/properties/new" className={buttonClass({ small: true })}>
          <Trans>Novo imóvel</Trans>
        </Link>
      </header>
      {query.data && (
        <p className="field-hint">
          <Trans>
            {query.data.meta.limits.active} de {query.data.meta.limits.properties} imóveis ativos no seu plano
            · até {query.data.meta.limits.gallery} fotos por anúncio
          </Trans>
        </p>
      )}
      <QueuedListings />
      {draft && (
        <div className="panel my-draft">
          <p>
            <strong>
              <Trans>Rascunho não publicado:</Trans>
            </strong>{' '}
            {draft.values.name || t`sem título`}
          </p>
          <Link to="/dashboard/properties/new" className={buttonClass({ small: true, variant: 'secondary' })}>
            <Trans>Continuar editando</Trans>
          </Link>
        </div>
      )}
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <p className="panel" role="alert">
          {navigator.onLine
            ? errorMsg.dashboardLoad
            : t`Sem conexão: seus imóveis aparecem aqui quando a conexão voltar.`}
        </p>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t`Você ainda não anunciou nenhum imóvel.`}>
          <p>
            <Trans>Anunciar é grátis: comece pelo título e pelas fotos.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="my-list" aria-label={t`Imóveis`}>
            {query.data.data.map((p) => (
              <MyPropertyItem key={p.id} property={p} />
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function MyPropertyItem({ property }: { property: MyPropertySummary }) {
  const { i18n, t } = useLingui()
  const a = property.attributes
  return (
    <li className="my-item" data-testid="my-property">
      <div className="my-item-thumb">
        {a.cover ? <img src={imageUrl(a.cover, 320)} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="my-item-body">
        <p className="my-item-title">{a.name}</p>
        <p>
          <span className={`badge status-${a.status}`}>{i18n._(statusLabels[a.status])}</span>{' '}
          <span className="my-item-price">
            {a.price_on_request ? t`Sob consulta` : formatPrice(a.price)}
            {!a.price_on_request &&
              a.listing_type === 'rent' &&
              a.rental_period &&
              i18n._(rentalPeriodLabels[a.rental_period])}
          </span>{' '}
          · {a.city}
          {a.neighborhood ? `, ${a.neighborhood}` : ''}
        </p>
        <p className="field-hint">{t`${a.photos_count} fotos`}</p>
        <div className="my-item-actions">
          <Link
            to="/dashboard/properties/$id/edit"
            params={{ id: property.id }}
            className={buttonClass({ small: true, variant: 'secondary' })}
          >
            <Trans>Editar</Trans>
          </Link>
        </div>
      </div>
    </li>
  )
}
