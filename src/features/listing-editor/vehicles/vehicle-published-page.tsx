import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { myVehicleQueryOptions } from '../api/my-vehicles'
import { VehicleSteps } from './vehicle-steps'
import { vehicleStatusLabels } from './vehicle-status-labels'
import '../list/my-properties.css'
import './vehicles.css'

/** /dashboard/vehicles/$id/published: sent to review; staff approve it and the advertiser gets an e-mail. */
export function VehiclePublishedPage({ id }: { id: string }) {
  const { i18n, t } = useLingui()
  const vehicle = useQuery(myVehicleQueryOptions(id)).data
  const status = vehicle?.attributes.status
  return (
    <div className="listing-editor vehicle-status-page">
      <PageTitle title={t`Veículo enviado para revisão`} />
      <VehicleSteps current="review" />
      <h1>
        <Trans>Veículo enviado para revisão</Trans>
      </h1>
      {vehicle && (
        <p>
          <strong>{vehicle.attributes.name}</strong> ·{' '}
          <span className={`badge status-${status}`} data-testid="vehicle-status">
            {i18n._(vehicleStatusLabels[vehicle.attributes.status])}
          </span>
        </p>
      )}
      <p>
        <Trans>
          Nossa equipe confere o anúncio antes de publicá-lo. Você recebe um e-mail assim que ele estiver no
          ar.
        </Trans>
      </p>
      <div className="actions">
        <Link to="/dashboard/vehicles" className={buttonClass()}>
          <Trans>Ir para meus veículos</Trans>
        </Link>
        <Link
          to="/dashboard/vehicles/$id/edit"
          params={{ id }}
          className={buttonClass({ variant: 'secondary' })}
        >
          <Trans>Ver o anúncio</Trans>
        </Link>
      </div>
    </div>
  )
}
