import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PropertyAttributes } from '../../../domain/property'
import { formatPrice } from '../../../lib/format/format'
import { KeyFacts } from '../../../listings/detail/key-facts'
import type { CardFact } from '../../../listings/listing-kind'
import { AreaIcon, BathIcon, BedIcon, CarIcon } from '../../../ui/icons'
import { PropertyArea } from '../property-area'
import '../../../lib/i18n/discovery-catalog'

const some = (n: number | null): n is number => n !== null && n > 0

/** Under the price: quartos, suítes, banheiros, vagas, área and, for a sale, the price per m². */
export function PropertyKeyFacts({ a }: { a: PropertyAttributes }) {
  const { t } = useLingui()
  const facts: CardFact[] = []
  if (some(a.bedroom))
    facts.push({
      key: 'bedroom',
      icon: <BedIcon size={18} />,
      text: plural(a.bedroom, { one: '# quarto', other: '# quartos' }),
    })
  if (some(a.suite))
    facts.push({
      key: 'suite',
      icon: <BedIcon size={18} />,
      text: plural(a.suite, { one: '# suíte', other: '# suítes' }),
    })
  if (some(a.bathroom))
    facts.push({
      key: 'bathroom',
      icon: <BathIcon size={18} />,
      text: plural(a.bathroom, { one: '# banheiro', other: '# banheiros' }),
    })
  if (some(a.parking_space))
    facts.push({
      key: 'parking',
      icon: <CarIcon size={18} />,
      text: plural(a.parking_space, { one: '# vaga', other: '# vagas' }),
    })
  const m2 = a.built_area_meters ?? a.square_meters
  if (some(a.square_meters))
    facts.push({
      key: 'area',
      icon: <AreaIcon size={18} />,
      text: <PropertyArea category={a.category} m2={a.square_meters} />,
    })
  // The price per m² of a sale: over the built area when there is one (what is bought), else the land.
  if (a.listing_type !== 'rent' && some(a.price) && some(m2)) {
    const perM2 = formatPrice(Math.round(a.price / m2)).replace(/,00$/, '')
    facts.push({ key: 'per-m2', icon: <AreaIcon size={18} />, text: t`${perM2}/m²` })
  }
  return <KeyFacts facts={facts} label={t`Principais características`} />
}
