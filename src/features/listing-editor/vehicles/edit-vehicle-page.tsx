import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { vehicleMsg } from '../../../domain/vehicle-input'
import { canOwnerMove } from '../../../domain/vehicle-status'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { myVehicleQueryOptions, useVehicleStatus } from '../api/my-vehicles'
import { ListingLoadFailed } from '../list/load-failed'
import { toastFailure } from './failure'
import { VehicleEditor } from './vehicle-editor'
import { vehicleStatusLabels } from './vehicle-status-labels'
import '../listing-editor.css'
import '../list/my-properties.css'
import './vehicles.css'

export type EditStep = 'details' | 'media'

/**
 * /dashboard/vehicles/$id/edit: details, photos and video in one form sent through the outbox; saving offers keep
 * editing, the list, or publishing now. `step` 'media' opens at the photos.
 */
export function EditVehiclePage({ id, step }: { id: string; step: EditStep }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const query = useQuery(myVehicleQueryOptions(id))
  const status = useVehicleStatus()
  const [saved, setSaved] = useState(false)
  const [generation, setGeneration] = useState(0)
  const vehicle = query.data
  const canPublish = vehicle ? canOwnerMove(vehicle.attributes.status, 'pending') : false
  const loaded = Boolean(vehicle)
  useEffect(() => {
    if (loaded && step === 'media') document.getElementById('fotos')?.scrollIntoView({ block: 'start' })
  }, [loaded, step])

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
      <ListingLoadFailed
        error={query.error}
        notFound={vehicleMsg.notFound}
        back="/dashboard/vehicles"
        backLabel={<Trans>Voltar para meus veículos</Trans>}
      />
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
        <VehicleEditor
          key={generation}
          type={vehicle.attributes.vehicle_type}
          vehicle={vehicle}
          publishLabel={canPublish ? t`Publicar` : null}
          onDone={(next, intent) => {
            if (intent === 'publish')
              void navigate({ to: '/dashboard/vehicles/$id/published', params: { id: next.id } })
            else setSaved(true)
          }}
        />
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
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false)
                setGeneration((n) => n + 1)
              }}
            >
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
