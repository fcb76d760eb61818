import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { VehicleType } from '../../../domain/enums'
import { vehicleMsg } from '../../../domain/vehicle-input'
import { PageTitle } from '../../../ui/page-title'
import { useCreateVehicle } from '../api/my-vehicles'
import { toastFailure } from './failure'
import { VehicleDetailsForm } from './vehicle-details-form'
import { VehicleSteps } from './vehicle-steps'
import { VehicleTypeStep } from './vehicle-type-step'
import { emptyVehicleValues } from './vehicle-values'
import '../listing-editor.css'
import './vehicles.css'

/** /dashboard/vehicles/new: the type, then the details; creating leads to the created-redirect. */
export function NewVehiclePage({
  type,
  onType,
}: {
  type?: VehicleType
  onType: (type: VehicleType) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const create = useCreateVehicle()
  const [defaults] = useState(() => (type ? emptyVehicleValues(type) : null))
  return (
    <div className="listing-editor">
      <PageTitle title={t`Novo veículo`} />
      <header className="editor-head">
        <Link to="/dashboard/vehicles" className="editor-back">
          <Trans>← Meus veículos</Trans>
        </Link>
        <h1>
          <Trans>Novo veículo</Trans>
        </h1>
      </header>
      <VehicleSteps current={type ? 'details' : 'type'} />
      {!type || !defaults ? (
        <VehicleTypeStep onChoose={onType} />
      ) : (
        <VehicleDetailsForm
          key={type}
          defaults={defaults.vehicle_type === type ? defaults : emptyVehicleValues(type)}
          locked={null}
          busy={create.isPending}
          submitLabel={t`Cadastrar e continuar`}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (vehicle) =>
                vehicle &&
                void navigate({
                  to: '/dashboard/vehicles/$id/success',
                  params: { id: vehicle.id },
                  replace: true,
                }),
              onError: (err) => toastFailure(vehicleMsg.createFailed, err),
            })
          }
        />
      )}
    </div>
  )
}
