import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PaginationMeta } from '../../domain/api'
import { queryKeys } from '../../domain/query-keys'
import { searchQueryOptions } from '../api/listing-queries'
import { buttonClass } from '../../ui/button'

/** The other kind of listing, where a text that found nothing here may find something ("hilux" on /imoveis). */
export interface Elsewhere {
  collection: 'properties' | 'vehicles'
  to: '/imoveis' | '/veiculos'
  /** "Ver 3 veículos". */
  label: (count: number) => string
}

const countOf = {
  properties: searchQueryOptions<{ meta: PaginationMeta }, { q: string; per_page: number }>(
    '/api/properties',
    queryKeys.properties.list,
  ),
  vehicles: searchQueryOptions<{ meta: PaginationMeta }, { q: string; per_page: number }>(
    '/api/vehicles',
    queryKeys.vehicles.list,
  ),
}

/** Asked only once this kind found nothing for `q`; shows nothing while loading, on failure or with no match. */
export function ElsewhereOffer({ elsewhere, q }: { elsewhere: Elsewhere; q: string }) {
  const { data } = useQuery({ ...countOf[elsewhere.collection]({ q, per_page: 1 }), retry: false })
  const total = data?.meta.total ?? 0
  if (total === 0) return null
  return (
    <p className="elsewhere-offer">
      <Link to={elsewhere.to} search={{ q }} className={buttonClass()}>
        {elsewhere.label(total)}
      </Link>
    </p>
  )
}
