import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { propertyPath } from '../../../domain/paths'
import { formatPrice } from '../../../lib/format/format'
import { Skeleton } from '../../../ui/skeleton'
import { propertyQueryOptions } from '../api/get-property'
import { categoryLabels } from '../../../listings/labels/property-labels'
import '../../../lib/i18n/discovery-catalog'

/** The popup of a map pin: the listing's photo, price and title, linking to its page (which it also prefetches). */
export function MapPointCard({ id }: { id: string }) {
  const { i18n, t } = useLingui()
  const { data, isError } = useQuery(propertyQueryOptions(id))
  if (isError) return <p>{t`Não foi possível carregar este imóvel.`}</p>
  if (!data) {
    return (
      <div className="map-card" role="status" aria-label={t`Carregando imóvel`}>
        <Skeleton width="100%" height="6rem" />
        <Skeleton width="60%" />
      </div>
    )
  }
  const a = data.attributes
  return (
    <div className="map-card">
      {a.cover && <img src={`${a.cover.base}/320.webp`} alt="" width={240} height={150} />}
      <p className="map-card-price">{formatPrice(a.price)}</p>
      <p className="map-card-meta">
        {i18n._(categoryLabels[a.category])} · {a.address.neighborhood ?? a.city}
      </p>
      <Link to={propertyPath(data)} className="map-card-link">
        {a.name}
      </Link>
    </div>
  )
}
