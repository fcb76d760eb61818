import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PropertyAttributes } from '../../../domain/property'
import { formatPrice } from '../../../lib/format/format'
import { KeyFacts } from '../../../listings/detail/key-facts'
import type { CardFact } from '../../../listings/listing-kind'
import { AreaIcon, BathIcon, BedIcon, CarIcon } from '../../../ui/icons'
import { PropertyArea } from '../property-area'
import { pricePerHa } from '../../../domain/price-per-ha'
import { formatHectares, formatPricePerHa } from '../../../lib/format/rural-format'
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
  const ha = a.rural?.area_ha ?? null
  if (some(ha)) facts.push({ key: 'hectares', icon: <AreaIcon size={18} />, text: formatHectares(ha) })
  else if (some(a.square_meters))
    facts.push({
      key: 'area',
      icon: <AreaIcon size={18} />,
      text: <PropertyArea category={a.category} m2={a.square_meters} />,
    })
  // A rural sale's price per hectare; else the price per m² of a sale: over the built area when there is one (what
  // is bought), else the land.
  const perHa = a.listing_type === 'rent' ? null : pricePerHa(a.price, ha)
  if (perHa !== null)
    facts.push({ key: 'per-ha', icon: <AreaIcon size={18} />, text: formatPricePerHa(perHa) })
  else if (a.listing_type !== 'rent' && some(a.price) && some(m2)) {
    const perM2 = formatPrice(Math.round(a.price / m2)).replace(/,00$/, '')
    facts.push({ key: 'per-m2', icon: <AreaIcon size={18} />, text: t`${perM2}/m²` })
  }
  return <KeyFacts facts={facts} label={t`Principais características`} />
}
