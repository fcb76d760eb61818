import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { errorMsg } from '../../../domain/messages'
import { vehicleMsg } from '../../../domain/vehicle-input'
import { canOwnerMove } from '../../../domain/vehicle-status'
import { Button, buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { toast } from '../../../ui/toast-store'
import { myVehicleQueryOptions, useUpdateVehicle, useVehicleStatus } from '../api/my-vehicles'
import { toastFailure } from './failure'
import { VehicleDetailsForm } from './vehicle-details-form'
import { VehicleMediaStep } from './vehicle-media-step'
import { vehicleStatusLabels } from './vehicle-status-labels'
import { valuesFromVehicle } from './vehicle-values'
import type { VehicleInput } from '../../../domain/vehicle-input'
import { DraftBar } from '../form/draft-bar'
import { useVehicleDraft, vehicleDraftKey } from './use-vehicle-draft'
import '../listing-editor.css'
import '../list/my-properties.css'
import './vehicles.css'

export type EditStep = 'details' | 'media'

/** /dashboard/vehicles/$id/edit: details and photos; saving offers keep editing, the list, or publishing now. */
export function EditVehiclePage({
  id,
  step,
  onStep,
}: {
  id: string
  step: EditStep
  onStep: (s: EditStep) => void
}) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const query = useQuery(myVehicleQueryOptions(id))
  const update = useUpdateVehicle(id)
  const status = useVehicleStatus()
  const [saved, setSaved] = useState(false)
  const vehicle = query.data
  const canPublish = vehicle ? canOwnerMove(vehicle.attributes.status, 'pending') : false

  const publish = (v: MyVehicle) =>
    status.mutate(
      { id: v.id, status: 'pending' },
      {
        onSuccess: () => void navigate({ to: '/dashboard/vehicles/$id/published', params: { id: v.id } }),
        onError: (err) => toastFailure(vehicleMsg.publishFailed, err),
      },
    )

  let body
  if (query.isPending) body = <Skeleton width="100%" height="24rem" />
  else if (!vehicle)
    body = (
      <div className="panel" role="alert">
        <p>
          {query.error && 'status' in query.error && query.error.status === 404
            ? vehicleMsg.notFound
            : errorMsg.dashboardLoad}
        </p>
        <Link to="/dashboard/vehicles" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Voltar para meus veículos</Trans>
        </Link>
      </div>
    )
  else
    body = (
      <>
        <p>
          <span className={`badge status-${vehicle.attributes.status}`} data-testid="vehicle-status">
            {i18n._(vehicleStatusLabels[vehicle.attributes.status])}
          </span>{' '}
          {vehicle.attributes.brand} {vehicle.attributes.model} {vehicle.attributes.version} ·{' '}
          {vehicle.attributes.code}
        </p>
        {vehicle.attributes.rejection_reason && (
          <p className="vehicle-rejection" role="note">
            <strong>
              <Trans>Nossa equipe não aprovou o anúncio. Motivo:</Trans>
            </strong>{' '}
            {vehicle.attributes.rejection_reason}
          </p>
        )}
        <nav className="my-tabs" aria-label={t`Etapas`}>
          <button
            type="button"
            className={`my-tab ${step === 'details' ? 'active' : ''}`}
            aria-current={step === 'details' ? 'step' : undefined}
            onClick={() => onStep('details')}
          >
            <Trans>Detalhes</Trans>
          </button>
          <button
            type="button"
            className={`my-tab ${step === 'media' ? 'active' : ''}`}
            aria-current={step === 'media' ? 'step' : undefined}
            onClick={() => onStep('media')}
          >
            <Trans>Fotos ({vehicle.attributes.photos_count})</Trans>
          </button>
        </nav>
        {step === 'details' ? (
          <EditVehicleDetails
            vehicle={vehicle}
            busy={update.isPending}
            onSubmit={(input, saved) =>
              update.mutate(input, {
                onSuccess: () => {
                  saved()
                  setSaved(true)
                },
                onError: (err) => toastFailure(vehicleMsg.updateFailed, err),
              })
            }
          />
        ) : (
          <VehicleMediaStep
            vehicle={vehicle}
            publishLabel={canPublish ? t`Publicar` : null}
            onSaved={(v, andPublish) => {
              if (andPublish) publish(v)
              else toast.add({ severity: 'success', summary: t`Fotos salvas.` })
            }}
          />
        )}
        <Dialog
          open={saved}
          onOpenChange={setSaved}
          title={<Trans>Veículo salvo</Trans>}
          description={
            canPublish ? (
              <Trans>As alterações foram salvas. O anúncio ainda não está publicado.</Trans>
            ) : (
              <Trans>As alterações foram salvas.</Trans>
            )
          }
        >
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setSaved(false)}>
              <Trans>Continuar editando</Trans>
            </Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/dashboard/vehicles' })}>
              <Trans>Ir para a lista</Trans>
            </Button>
            {canPublish && (
              <Button
                disabled={status.isPending}
                onClick={() => {
                  setSaved(false)
                  publish(vehicle)
                }}
              >
                <Trans>Publicar agora</Trans>
              </Button>
            )}
          </div>
        </Dialog>
      </>
    )

  return (
    <div className="listing-editor">
      <PageTitle title={t`Editar veículo`} />
      <header className="editor-head">
        <Link to="/dashboard/vehicles" className="editor-back">
          <Trans>← Meus veículos</Trans>
        </Link>
        <h1>{vehicle?.attributes.name ?? t`Editar veículo`}</h1>
      </header>
      {body}
    </div>
  )
}

/** The details of a vehicle being edited, kept as a draft on the device until saved. */
function EditVehicleDetails({
  vehicle,
  busy,
  onSubmit,
}: {
  vehicle: MyVehicle
  busy: boolean
  onSubmit(input: VehicleInput, saved: () => void): void
}) {
  const { t } = useLingui()
  const draft = useVehicleDraft(vehicleDraftKey(vehicle.id, vehicle.attributes.vehicle_type))
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
        key={`${vehicle.attributes.updated_at}-${generation}`}
        defaults={restored ?? valuesFromVehicle(vehicle)}
        locked={{ brand: vehicle.attributes.brand, model: vehicle.attributes.model }}
        busy={busy}
        submitLabel={t`Salvar`}
        onValues={draft.save}
        onSubmit={(input) =>
          onSubmit(input, () => void draft.discard().then(() => setGeneration((n) => n + 1)))
        }
      />
    </>
  )
}
