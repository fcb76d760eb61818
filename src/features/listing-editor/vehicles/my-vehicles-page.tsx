import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MyVehicleSummary } from '../../../domain/my-vehicle'
import { imageUrl } from '../../../domain/media'
import { errorMsg } from '../../../domain/messages'
import { formatMileage, formatPrice } from '../../../lib/format/format'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { myVehiclesQueryOptions } from '../api/my-vehicles'
import { StaffHoldNotice } from '../holds/staff-hold'
import { QueuedListings } from '../list/queued-listings'
import { VehicleActions } from './vehicle-actions'
import { vehicleStatusLabels } from './vehicle-status-labels'
import '../../../ui/field.css'
import '../list/my-properties.css'
import './vehicles.css'
import { NoPlanNotice } from '../publish/plan-needed'

/** /dashboard/vehicles and /dashboard/vehicles/archived: my vehicles with status, views, leads and actions. */
export function MyVehiclesPage({ page, archived }: { page: number; archived: boolean }) {
  const { t } = useLingui()
  const query = useQuery(myVehiclesQueryOptions(archived, page))
  const title = archived ? t`Veículos arquivados` : t`Meus veículos`
  const limits = query.data?.meta.limits
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
        <p className="panel" role="alert">
          {navigator.onLine
            ? errorMsg.dashboardLoad
            : t`Sem conexão: seus veículos aparecem aqui quando a conexão voltar.`}
        </p>
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
          <ul className="my-list" aria-label={title}>
            {query.data.data.map((v) => (
              <MyVehicleItem key={v.id} vehicle={v} />
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function MyVehicleItem({ vehicle }: { vehicle: MyVehicleSummary }) {
  const { i18n, t } = useLingui()
  const a = vehicle.attributes
  const hold = a.hold
  return (
    <li className="my-item" data-testid="my-vehicle" data-status={a.status}>
      <div className="my-item-thumb">
        {a.cover ? <img src={imageUrl(a.cover, 320)} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="my-item-body">
        <p className="my-item-title">{a.name}</p>
        <p>
          <span className={`badge status-${a.status}`}>{i18n._(vehicleStatusLabels[a.status])}</span>{' '}
          <span className="my-item-price">{formatPrice(a.price)}</span> · {a.year} ·{' '}
          {formatMileage(a.mileage)}
        </p>
        <p className="field-hint">
          {a.brand} {a.model} {a.version} · {a.city}
        </p>
        <p className="my-item-stats">
          <span>{t`${a.views} visualizações`}</span> · <span>{t`${a.leads} contatos`}</span> ·{' '}
          <span>{t`${a.photos_count} fotos`}</span>
        </p>
        {a.rejection_reason && (
          <p className="vehicle-rejection" role="note">
            <strong>
              <Trans>Motivo da recusa:</Trans>
            </strong>{' '}
            {a.rejection_reason}
          </p>
        )}
        {hold && <StaffHoldNotice kind="vehicle" id={vehicle.id} hold={hold} />}
        <VehicleActions vehicle={vehicle} />
      </div>
    </li>
  )
}
