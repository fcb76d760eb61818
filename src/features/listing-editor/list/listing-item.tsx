import '../../../lib/i18n/listing-catalog'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ListingKind, StaffHold } from '../../../domain/listing-lifecycle'
import { imageUrl, type Image } from '../../../domain/media'
import { StaffHoldNotice } from '../holds/staff-hold'
import { formatNumber } from '../../../lib/format/format'

export interface ListingItemProps {
  kind: ListingKind
  id: string
  name: string
  status: string
  statusLabel: string
  cover: Image | null
  figures: { photos: number; views: number; leads: number }
  hold: StaffHold | null
  /** What the kind says of it under the status (price, place, year…). */
  details: ReactNode
  /** Between the figures and the actions (a refusal's reason, a highlight's end). */
  notes?: ReactNode
  actions?: ReactNode
  /** When the list lets the advertiser pick many: whether this one is picked, and the toggle. */
  select?: { selected: boolean; onToggle(): void }
}

/** What every listing summary (property or vehicle) gives its list item. */
export function itemBase(
  kind: ListingKind,
  listing: {
    id: string
    attributes: {
      name: string
      status: string
      cover: Image | null
      photos_count: number
      views: number
      leads: number
      hold?: StaffHold | null
    }
  },
) {
  const a = listing.attributes
  return {
    kind,
    id: listing.id,
    name: a.name,
    status: a.status,
    cover: a.cover,
    figures: { photos: a.photos_count, views: a.views, leads: a.leads },
    hold: a.hold ?? null,
  }
}

/**
 * One of my listings in a dashboard list, property or vehicle: cover, title, status, the kind's details, figures,
 * a staff hold with its reason, and the actions.
 */
export function ListingItem({
  kind,
  id,
  name,
  status,
  statusLabel,
  cover,
  figures,
  hold,
  details,
  notes,
  actions,
  select,
}: ListingItemProps) {
  const { t } = useLingui()
  return (
    <li
      className={select ? 'my-item my-item-selectable' : 'my-item'}
      data-testid={kind === 'vehicle' ? 'my-vehicle' : 'my-property'}
      data-status={status}
    >
      {select && (
        <input
          type="checkbox"
          className="my-item-check"
          checked={select.selected}
          onChange={select.onToggle}
          aria-label={t`Selecionar ${name}`}
        />
      )}
      <div className="my-item-thumb">
        {cover ? <img src={imageUrl(cover, 320)} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="my-item-body">
        <p className="my-item-title">{name}</p>
        <div className="my-item-details">
          <span className={`badge status-${status}`}>{statusLabel}</span> {details}
        </div>
        <p className="field-hint my-item-figures">
          <span>{t`${formatNumber(figures.photos)} fotos`}</span> ·{' '}
          <span>{t`${formatNumber(figures.views)} visualizações`}</span> ·{' '}
          <span>{t`${formatNumber(figures.leads)} contatos`}</span>
        </p>
        {notes}
        {hold && <StaffHoldNotice kind={kind} id={id} hold={hold} />}
      </div>
      {/* Below the cover and the text, across the card: on a phone one row, not a column of buttons. */}
      {actions}
    </li>
  )
}
