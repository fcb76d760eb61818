import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReviewVehicle } from '../../../domain/my-vehicle'
import { formatPrice, formatNumber } from '../../../lib/format/format'
import { formatDate } from '../../../lib/format/dates'
import { boKeys } from '../api/keys'
import { approveVehicle, pendingVehiclesQueryOptions, rejectVehicle } from '../api/moderation'
import { ApproveOrRefuse } from './approve-or-refuse'
import { CardQueue } from './card-queue'
import { PhotoGallery } from './photo-gallery'
import { RiskChips } from './risk-chips'
import '../../../lib/i18n/backoffice-catalog'

/** The vehicles sent to review, riskiest first (then the longest waiting), each with its risk reasons: approve (it goes live, the advertiser gets an e-mail) or refuse. */
export function VehicleReview() {
  const [page, setPage] = useState(1)
  const { data, isError } = useQuery(pendingVehiclesQueryOptions(page))
  return (
    <section className="bo-page" aria-labelledby="review-title">
      <h2 id="review-title">
        <Trans>Veículos aguardando revisão</Trans>{' '}
        {data && <span className="muted">({formatNumber(data.meta.total)})</span>}
      </h2>
      <CardQueue
        data={data}
        isError={isError}
        empty={<Trans>Nenhum veículo aguardando revisão.</Trans>}
        page={page}
        onPage={setPage}
        card={(v) => <ReviewCard key={v.id} vehicle={v} />}
      />
    </section>
  )
}

function ReviewCard({ vehicle }: { vehicle: ReviewVehicle }) {
  const { t } = useLingui()
  const a = vehicle.attributes
  return (
    <article className="bo-card" aria-label={a.name}>
      <h3>{a.name}</h3>
      <RiskChips risk={a.risk} />
      <PhotoGallery images={a.images} name={a.name} />
      <p className="muted">
        {a.brand} {a.model} {a.version} · {a.year} · {formatPrice(a.price)}
        <br />
        {a.city} · {t`${a.images.length} fotos`} · {t`enviado em ${formatDate(a.updated_at)}`}
        <br />
        {a.advertiser.name} {a.advertiser.email && `(${a.advertiser.email})`}
      </p>
      {a.description && <p>{a.description.slice(0, 240)}</p>}
      <ReviewActions id={vehicle.id} />
    </article>
  )
}

/** Approve (the vehicle goes live, its advertiser gets an e-mail) or refuse with a reason the advertiser sees. */
export function ReviewActions({ id, onDone }: { id: string; onDone?: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <ApproveOrRefuse
      id={`vehicle-${id}`}
      approve={() => approveVehicle(id)}
      refuse={(reason) => rejectVehicle(id, reason)}
      approved={t`Veículo aprovado`}
      refused={t`Veículo recusado`}
      minReason={3}
      refresh={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: boKeys.lists('vehicles-pending') }),
          queryClient.invalidateQueries({ queryKey: boKeys.lists('listings') }),
          queryClient.invalidateQueries({ queryKey: boKeys.overview }),
        ])
      }
      onDone={onDone}
    />
  )
}
