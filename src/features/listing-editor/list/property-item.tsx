import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { MyPropertySummary } from '../../../domain/my-property'
import { formatPrice } from '../../../lib/format/format'
import { rentalPeriodLabels } from '../../../listings/labels/property-labels'
import { Dialog } from '../../../ui/dialog'
import { statusLabels } from '../labels'
import { itemBase, ListingItem, type ListingItemProps } from './listing-item'

/** One of my listings in a dashboard list: price and place under the status, and the given actions. */
export function PropertyItem({
  property,
  children,
  extra,
  select,
}: {
  property: MyPropertySummary
  children?: ReactNode
  extra?: ReactNode
  select?: ListingItemProps['select']
}) {
  const { i18n, t } = useLingui()
  const a = property.attributes
  return (
    <ListingItem
      {...itemBase('property', property)}
      statusLabel={i18n._(statusLabels[a.status])}
      details={
        <>
          {a.highlighted && (
            <span className="badge badge-accent">
              <Trans>Destaque</Trans>
            </span>
          )}{' '}
          <span className="my-item-price">
            {a.price_on_request ? t`Sob consulta` : formatPrice(a.price)}
            {!a.price_on_request &&
              a.listing_type === 'rent' &&
              a.rental_period &&
              i18n._(rentalPeriodLabels[a.rental_period])}
          </span>{' '}
          · {a.city}
          {a.neighborhood ? `, ${a.neighborhood}` : ''}
        </>
      }
      notes={extra}
      select={select}
      actions={children && <div className="my-item-actions">{children}</div>}
    />
  )
}

/** A button that asks first in a dialog ("Excluir imóvel?"), for the actions that cannot be undone. */
export function ConfirmButton({
  label,
  disabled,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { label: ReactNode; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} {...dialog} />
    </>
  )
}

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  question: ReactNode
  detail?: ReactNode
  confirmLabel: ReactNode
  onConfirm(): void
}

/** The question before an action that cannot be undone; opened by a button or by a "Mais ações" menu item. */
export function ConfirmDialog({
  open,
  onOpenChange,
  question,
  detail,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={question} description={detail} closeOnMask>
      <div className="my-confirm">
        <button
          type="button"
          className="btn btn-primary btn-danger"
          onClick={() => {
            onOpenChange(false)
            onConfirm()
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </Dialog>
  )
}
