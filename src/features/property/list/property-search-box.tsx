import { useLingui } from '@lingui/react/macro'
import { ListSearch } from '../../../listings/places/list-search'
import { placeSearch } from '../../../listings/places/place-search'
import type { Patch } from '../../../listings/search/listing-search-kind'
import type { PropertyRouteSearch } from '../api/get-properties'
import '../../../lib/i18n/discovery-catalog'

/** Text or a picked place (town, neighbourhood, street) of /imoveis. */
export function PropertySearchBox({
  q,
  onChange,
}: {
  q?: string
  onChange: (patch: Patch<PropertyRouteSearch>) => void
}) {
  const { t } = useLingui()
  return (
    <ListSearch
      id="pl-q"
      q={q}
      label={t`Buscar imóveis por cidade, bairro ou rua`}
      placeholder={t`Cidade, bairro ou rua`}
      onSearch={(text) => onChange({ q: text })}
      onPick={(place) => onChange({ q: undefined, ...placeSearch(place) })}
    />
  )
}
