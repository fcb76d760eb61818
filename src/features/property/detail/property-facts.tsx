import { useLingui } from '@lingui/react/macro'
import type { PropertyAttributes } from '../../../domain/property'
import { formatArea } from '../../../lib/format/format'
import { FactsList } from '../../../listings/detail/facts-list'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import { PropertyArea } from '../property-area'
import '../../../lib/i18n/discovery-catalog'

const area = (m2: number | null) => (m2 === null ? null : formatArea(m2))

/** The property's attributes as a definition list; unknown values are left out. */
export function PropertyFacts({ a }: { a: PropertyAttributes }) {
  const { i18n, t } = useLingui()
  return (
    <FactsList
      rows={[
        [t`Tipo`, i18n._(categoryLabels[a.category])],
        [t`Negócio`, i18n._(listingTypeLabels[a.listing_type])],
        [t`Quartos`, a.bedroom],
        [t`Suítes`, a.suite],
        [t`Banheiros`, a.bathroom],
        [t`Vagas de garagem`, a.parking_space],
        [t`Salas comerciais`, a.commercial_room],
        [
          t`Área total`,
          a.square_meters === null ? null : <PropertyArea category={a.category} m2={a.square_meters} />,
        ],
        [t`Área construída`, area(a.built_area_meters)],
        [t`Andar`, a.floor],
        [t`Ano de construção`, a.year_built],
        [t`Aceita animais`, a.allows_pets ? t`Sim` : t`Não`],
      ]}
    />
  )
}
