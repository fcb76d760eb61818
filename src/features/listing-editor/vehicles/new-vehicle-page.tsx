import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { VehicleType } from '../../../domain/enums'
import { vehicleMsg } from '../../../domain/vehicle-input'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { toast } from '../../../ui/toast-store'
import { useCreateVehicle } from '../api/my-vehicles'
import { DraftBar } from '../form/draft-bar'
import { toastFailure } from './failure'
import { useVehicleDraft, vehicleDraftKey } from './use-vehicle-draft'
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
      {type ? <NewVehicleDetails key={type} type={type} /> : <VehicleTypeStep onChoose={onType} />}
    </div>
  )
}

/** The details of a new vehicle, kept as a draft on the device while typed (also offline) until it is created. */
function NewVehicleDetails({ type }: { type: VehicleType }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const create = useCreateVehicle()
  const draft = useVehicleDraft(vehicleDraftKey(null, type))
  const [generation, setGeneration] = useState(0)
  if (draft.load.state === 'loading') return <Skeleton width="100%" height="24rem" />
  const restored = generation === 0 ? draft.load.values : null
  return (
    <>
      <DraftBar
        status={draft.status}
        restoredAt={restored ? draft.load.savedAt : null}
        onDiscard={() => void draft.discard().then(() => setGeneration((n) => n + 1))}
      />
      <VehicleDetailsForm
        key={generation}
        defaults={restored ?? emptyVehicleValues(type)}
        locked={null}
        busy={create.isPending}
        submitLabel={t`Cadastrar e continuar`}
        onValues={draft.save}
        onSubmit={(input) => {
          if (!navigator.onLine) {
            toast.add({
              severity: 'warn',
              summary: vehicleMsg.createFailed,
              detail: t`Sem conexão: o rascunho fica salvo neste aparelho. Cadastre quando a conexão voltar.`,
            })
            return
          }
          create.mutate(input, {
            onSuccess: (vehicle) => {
              void draft.discard()
              if (vehicle)
                void navigate({
                  to: '/dashboard/vehicles/$id/success',
                  params: { id: vehicle.id },
                  replace: true,
                })
            },
            onError: (err) => toastFailure(vehicleMsg.createFailed, err),
          })
        }}
      />
    </>
  )
}
