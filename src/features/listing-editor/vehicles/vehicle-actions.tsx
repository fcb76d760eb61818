import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { MyVehicleSummary } from '../../../domain/my-vehicle'
import { vehicleMsg } from '../../../domain/vehicle-input'
import { ownerTransitions, type OwnerTarget } from '../../../domain/vehicle-status'
import { ActionMenu, type ActionMenuItem } from '../../../ui/action-menu'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { toast } from '../../../ui/toast-store'
import { useArchiveVehicle, useDeleteVehicle, useVehicleStatus } from '../api/my-vehicles'
import { toastFailure } from './failure'
import { vehicleActionLabels } from './vehicle-status-labels'

/**
 * The status actions ownerTransitions allows from here, archive or unarchive, and delete with confirmation. A
 * vehicle the team holds is only edited or deleted: staff lift the hold.
 */
export function VehicleActions({ vehicle }: { vehicle: MyVehicleSummary }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const a = vehicle.attributes
  const held = Boolean(a.hold)
  const status = useVehicleStatus()
  const archive = useArchiveVehicle()
  const remove = useDeleteVehicle()
  const [confirming, setConfirming] = useState(false)
  const busy = status.isPending || archive.isPending || remove.isPending

  const move = (to: OwnerTarget) =>
    status.mutate(
      { id: vehicle.id, status: to },
      {
        onSuccess: () => {
          if (to === 'pending')
            void navigate({ to: '/dashboard/vehicles/$id/published', params: { id: vehicle.id } })
          else toast.add({ severity: 'success', summary: t`Status do veículo atualizado.` })
        },
        onError: (err) =>
          toastFailure(to === 'pending' ? vehicleMsg.publishFailed : vehicleMsg.statusFailed, err),
      },
    )

  const toggleArchive = () =>
    archive.mutate(
      { id: vehicle.id, archive: !a.archived },
      {
        onSuccess: () =>
          toast.add({
            severity: 'success',
            summary: a.archived ? t`Veículo desarquivado.` : t`Veículo arquivado.`,
          }),
        onError: (err) =>
          toastFailure(a.archived ? vehicleMsg.unarchiveFailed : vehicleMsg.archiveFailed, err),
      },
    )

  const targets = held || a.archived ? [] : ownerTransitions[a.status]
  const items: ActionMenuItem[] = [
    ...targets
      .filter((to) => to !== 'pending')
      .map((to) => ({
        key: to,
        label: i18n._(vehicleActionLabels[to]),
        disabled: busy,
        onSelect: () => move(to),
      })),
    ...(held
      ? []
      : [
          {
            key: 'archive',
            label: a.archived ? t`Desarquivar` : t`Arquivar`,
            disabled: busy,
            onSelect: toggleArchive,
          },
        ]),
    { key: 'remove', label: t`Excluir`, danger: true, disabled: busy, onSelect: () => setConfirming(true) },
  ]

  // Compact: "Editar" and, when it can be sent, "Publicar" stay in sight; the rest waits in "Mais ações".
  return (
    <div className="my-item-actions">
      {!a.archived && (
        <Button
          small
          variant="secondary"
          onClick={() => void navigate({ to: '/dashboard/vehicles/$id/edit', params: { id: vehicle.id } })}
        >
          <Trans>Editar</Trans>
        </Button>
      )}
      {targets.includes('pending') && (
        <Button small disabled={busy} onClick={() => move('pending')}>
          {i18n._(vehicleActionLabels.pending)}
        </Button>
      )}
      <ActionMenu items={items} label={t`Mais ações para ${a.name}`} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Excluir veículo</Trans>}
        description={
          <Trans>“{a.name}” será excluído de vez, com suas fotos. Esta ação não pode ser desfeita.</Trans>
        }
      >
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(vehicle.id, {
                onSuccess: () => {
                  setConfirming(false)
                  toast.add({ severity: 'success', summary: t`Veículo excluído.` })
                },
                onError: (err) => toastFailure(vehicleMsg.deleteFailed, err),
              })
            }
          >
            <Trans>Excluir de vez</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
