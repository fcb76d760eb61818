import { useLingui } from '@lingui/react/macro'
import { RelatedListings } from '../../../listings/cards/related-listings'
import { similarVehiclesQueryOptions } from '../api/get-similar-vehicles'
import { vehicleKind } from '../vehicle-kind'
import '../../../lib/i18n/discovery-catalog'

/** "Veículos semelhantes" under a vehicle page. */
export function SimilarVehicles({ id }: { id: string }) {
  const { t } = useLingui()
  return (
    <RelatedListings
      kind={vehicleKind}
      headingId="vd-similar"
      related="similar"
      title={t`Veículos semelhantes`}
      loadingLabel={t`Carregando veículos`}
      query={similarVehiclesQueryOptions(id)}
    />
  )
}
