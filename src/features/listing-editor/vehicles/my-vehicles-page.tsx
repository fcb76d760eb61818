import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { MyVehicleSummary } from '../../../domain/my-vehicle'
import { formatMileage, formatPrice } from '../../../lib/format/format'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { myVehiclesQueryOptions } from '../api/my-vehicles'
import { itemBase, ListingItem, type ListingItemProps } from '../list/listing-item'
import { ListLoadFailed } from '../list/load-failed'
import { QueuedListings } from '../list/queued-listings'
import { BulkActions } from '../list/bulk-actions'
import { SelectionBar } from '../list/selection-bar'
import { useSelection } from '../list/use-selection'
import { VehicleActions } from './vehicle-actions'
import { vehicleStatusLabels } from './vehicle-status-labels'
import '../../../ui/field.css'
import '../list/my-properties.css'
import './vehicles.css'
import { MissingDocumentNotice, NoPlanNotice } from '../publish/plan-needed'

/** /dashboard/vehicles and /dashboard/vehicles/archived: my vehicles with status, views, leads and actions. */
export function MyVehiclesPage({ page, archived }: { page: number; archived: boolean }) {
  const { t } = useLingui()
  const query = useQuery(myVehiclesQueryOptions(archived, page))
  const title = archived ? t`Veículos arquivados` : t`Meus veículos`
  const limits = query.data?.meta.limits
  const ids = useMemo(() => query.data?.data.map((v) => v.id) ?? [], [query.data])
  const selection = useSelection(ids)
  return (
    <div className="my-properties my-vehicles">
      <PageTitle title={title} />
      <header className="section-head">
        <h1>{title}</h1>
        <Link to="/dashboard/vehicles/new" className={buttonClass({ small: true })}>
          <Trans>Novo veículo</Trans>
        </Link>
      </header>
      <nav className="my-tabs" aria-label={t`Veículos`}>
        <Link to="/dashboard/vehicles" activeOptions={{ exact: true }} className="my-tab">
          <Trans>Ativos e rascunhos</Trans>
        </Link>
        <Link to="/dashboard/vehicles/archived" className="my-tab">
          <Trans>Arquivados</Trans>
        </Link>
      </nav>
      {limits && !archived && !limits.subscribed && <NoPlanNotice />}
      {!archived && <MissingDocumentNotice missing={limits?.missing_document} />}
      {limits && !archived && (
        <p className="field-hint">
          <Trans>
            Até {limits.gallery} fotos por anúncio ·{' '}
            {limits.video ? t`vídeo incluído no plano` : t`sem vídeo no plano`}
          </Trans>
        </p>
      )}
      {!archived && <QueuedListings kind="vehicle" />}
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <ListLoadFailed offline={t`Sem conexão: seus veículos aparecem aqui quando a conexão voltar.`} />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title={archived ? t`Nenhum veículo arquivado.` : t`Você ainda não anunciou nenhum veículo.`}
        >
          {!archived && (
            <p>
              <Trans>Escolha o tipo, a marca e o modelo, e depois envie as fotos.</Trans>
            </p>
          )}
        </EmptyState>
      ) : (
        <>
          <SelectionBar selection={selection} total={ids.length} />
          {!archived && (
            <BulkActions
              kind="vehicle"
              selection={selection}
              nameOf={(id) => query.data.data.find((v) => v.id === id)?.attributes.name ?? id}
            />
          )}
          <ul className="my-list" aria-label={title}>
            {query.data.data.map((v) => (
              <MyVehicleItem
                key={v.id}
                vehicle={v}
                select={{ selected: selection.isSelected(v.id), onToggle: () => selection.toggle(v.id) }}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function MyVehicleItem({
  vehicle,
  select,
}: {
  vehicle: MyVehicleSummary
  select: ListingItemProps['select']
}) {
  const { i18n } = useLingui()
  const a = vehicle.attributes
  return (
    <ListingItem
      {...itemBase('vehicle', vehicle)}
      statusLabel={i18n._(vehicleStatusLabels[a.status])}
      details={
        <>
          <span className="my-item-price">{formatPrice(a.price)}</span> · {a.year} ·{' '}
          {formatMileage(a.mileage)}
          <span className="field-hint my-item-model">
            {a.brand} {a.model} {a.version} · {a.city}
          </span>
        </>
      }
      notes={
        a.rejection_reason && (
          <p className="vehicle-rejection" role="note">
            <strong>
              <Trans>Motivo da recusa:</Trans>
            </strong>{' '}
            {a.rejection_reason}
          </p>
        )
      }
      actions={<VehicleActions vehicle={vehicle} />}
      select={select}
    />
  )
}
