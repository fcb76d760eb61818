import '../../../lib/i18n/listing-catalog'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { MyPropertySummary } from '../../../domain/my-property'
import { propertyStatusOptions, type PropertyOwnerTarget } from '../../../domain/property-status'
import { toast } from '../../../ui/toast-store'
import { ActionMenu, type ActionMenuItem } from '../../../ui/action-menu'
import { buttonClass } from '../../../ui/button'
import { actionError, usePropertyAction, type PropertyAction } from '../api/property-actions'
import { failureToast } from '../publish/plan-needed'
import { ConfirmButton, ConfirmDialog } from './property-item'

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
 * A listing of the main list, compact: "Editar" and, when it can go live, "Publicar" stay in sight; the other
 * status actions the transition table allows, archive and delete wait in "Mais ações". A listing the team holds is
 * only edited or deleted: staff lift the hold.
 */
export function PropertyActions({ property }: { property: MyPropertySummary }) {
  const { i18n, t } = useLingui()
  const a = property.attributes
  const held = Boolean(a.hold)
  const { run, pending } = useRunAction(property.id)
  const [deleting, setDeleting] = useState(false)
  const targets = held ? [] : propertyStatusOptions(a.status, a.listing_type).filter((s) => s !== a.status)
  const items: ActionMenuItem[] = [
    ...targets
      .filter((status) => status !== 'active')
      .map((status) => ({
        key: status,
        label: i18n._(statusActionLabels[status]),
        disabled: pending,
        onSelect: () => run({ kind: 'status', status }),
      })),
    ...(held
      ? []
      : [
          { key: 'archive', label: t`Arquivar`, disabled: pending, onSelect: () => run({ kind: 'archive' }) },
        ]),
    { key: 'remove', label: t`Excluir`, danger: true, disabled: pending, onSelect: () => setDeleting(true) },
  ]
  return (
    <>
      <Link
        to="/dashboard/properties/$id/edit"
        params={{ id: property.id }}
        className={buttonClass({ small: true, variant: 'secondary' })}
      >
        <Trans>Editar</Trans>
      </Link>
      {targets.includes('active') && (
        <button
          type="button"
          className={buttonClass({ small: true })}
          disabled={pending}
          onClick={() => run({ kind: 'status', status: 'active' })}
        >
          {i18n._(statusActionLabels.active)}
        </button>
      )}
      <ActionMenu items={items} label={t`Mais ações para ${a.name}`} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        {...deleteQuestion(a.name)}
        onConfirm={() => run({ kind: 'remove' })}
      />
    </>
  )
}

function deleteQuestion(name: string) {
  return {
    question: <Trans>Excluir este imóvel?</Trans>,
    detail: <Trans>“{name}” será excluído de vez, com as fotos. Esta ação não pode ser desfeita.</Trans>,
    confirmLabel: <Trans>Excluir de vez</Trans>,
  }
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
      {...deleteQuestion(name)}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  )
}
