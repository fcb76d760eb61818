import '../../../lib/i18n/listing-catalog'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MyPropertySummary } from '../../../domain/my-property'
import { propertyStatusOptions, type PropertyOwnerTarget } from '../../../domain/property-status'
import { toast } from '../../../ui/toast-store'
import { buttonClass } from '../../../ui/button'
import { actionError, usePropertyAction, type PropertyAction } from '../api/property-actions'
import { failureToast } from '../publish/plan-needed'
import { ConfirmButton } from './property-item'

/** The status actions' buttons, by the status they lead to. */
const statusActionLabels: Record<PropertyOwnerTarget, MessageDescriptor> = {
  active: msg`Publicar`,
  paused: msg`Pausar`,
  pending: msg`Tornar pendente`,
  sold: msg`Marcar como vendido`,
  rented: msg`Marcar como alugado`,
}

const doneMessages: Record<PropertyAction['kind'], MessageDescriptor> = {
  status: msg`Situação do anúncio alterada.`,
  archive: msg`Anúncio arquivado.`,
  unarchive: msg`Anúncio desarquivado.`,
  remove: msg`Anúncio excluído.`,
  highlight: msg`Anúncio em destaque.`,
  unhighlight: msg`Destaque removido.`,
}

/** Runs one action on a listing: a toast says it worked, or shows the server's message (or the action's own). */
export function useRunAction(id: string) {
  const { i18n } = useLingui()
  const mutation = usePropertyAction(id)
  const run = (action: PropertyAction) =>
    mutation.mutate(action, {
      onSuccess: () => toast.add({ severity: 'success', summary: i18n._(doneMessages[action.kind]) }),
      onError: (error) =>
        toast.add({ severity: 'error', summary: actionError(error, action), ...failureToast(error) }),
    })
  return { run, pending: mutation.isPending }
}

/**
 * A listing of the main list: edit, the status actions the transition table allows, archive, delete. A listing
 * the team holds is only edited or deleted: staff lift the hold.
 */
export function PropertyActions({ property }: { property: MyPropertySummary }) {
  const { i18n } = useLingui()
  const a = property.attributes
  const held = Boolean(a.hold)
  const { run, pending } = useRunAction(property.id)
  const targets = held ? [] : propertyStatusOptions(a.status, a.listing_type).filter((s) => s !== a.status)
  return (
    <>
      <Link
        to="/dashboard/properties/$id/edit"
        params={{ id: property.id }}
        className={buttonClass({ small: true, variant: 'secondary' })}
      >
        <Trans>Editar</Trans>
      </Link>
      {targets.map((status) => (
        <button
          key={status}
          type="button"
          className={buttonClass({ small: true, variant: status === 'active' ? 'primary' : 'secondary' })}
          disabled={pending}
          onClick={() => run({ kind: 'status', status })}
        >
          {i18n._(statusActionLabels[status])}
        </button>
      ))}
      {!held && (
        <button
          type="button"
          className={buttonClass({ small: true, variant: 'ghost' })}
          disabled={pending}
          onClick={() => run({ kind: 'archive' })}
        >
          <Trans>Arquivar</Trans>
        </button>
      )}
      <DeleteButton name={a.name} disabled={pending} onConfirm={() => run({ kind: 'remove' })} />
    </>
  )
}

export function DeleteButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string
  disabled: boolean
  onConfirm(): void
}) {
  return (
    <ConfirmButton
      label={<Trans>Excluir</Trans>}
      question={<Trans>Excluir este imóvel?</Trans>}
      detail={<Trans>“{name}” será excluído de vez, com as fotos. Esta ação não pode ser desfeita.</Trans>}
      confirmLabel={<Trans>Excluir de vez</Trans>}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  )
}
