import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PropertyAttributes } from '../../../domain/property'
import { formatArea } from '../../../lib/format/format'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import '../../../lib/i18n/discovery-catalog'

/** The property's attributes as a definition list; unknown values are left out. */
export function PropertyFacts({ a }: { a: PropertyAttributes }) {
  const { i18n, t } = useLingui()
  const rows: [string, ReactNode][] = [
    [t`Tipo`, i18n._(categoryLabels[a.category])],
    [t`Negócio`, i18n._(listingTypeLabels[a.listing_type])],
  ]
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== 0) rows.push([label, value])
  }
  add(t`Quartos`, a.bedroom)
  add(t`Suítes`, a.suite)
  add(t`Banheiros`, a.bathroom)
  add(t`Vagas de garagem`, a.parking_space)
  add(t`Salas comerciais`, a.commercial_room)
  add(t`Área total`, a.square_meters === null ? null : formatArea(a.square_meters))
  add(t`Área construída`, a.built_area_meters === null ? null : formatArea(a.built_area_meters))
  add(t`Andar`, a.floor)
  add(t`Ano de construção`, a.year_built)
  rows.push([t`Aceita animais`, a.allows_pets ? t`Sim` : t`Não`])

  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
