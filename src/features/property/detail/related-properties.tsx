import { useLingui } from '@lingui/react/macro'
import { RelatedListings } from '../../../listings/cards/related-listings'
import { relatedPropertiesQueryOptions, type RelatedKind } from '../api/get-related-properties'
import { propertyKind } from '../property-kind'
import '../../../lib/i18n/discovery-catalog'

/** A row of related properties under a detail page (nearby, or similar ones). */
export function RelatedProperties({ id, kind, title }: { id: string; kind: RelatedKind; title: string }) {
  const { t } = useLingui()
  return (
    <RelatedListings
      kind={propertyKind}
      headingId={`pd-${kind}`}
      related={kind}
      title={title}
      loadingLabel={t`Carregando imóveis`}
      query={relatedPropertiesQueryOptions(id, kind)}
    />
  )
}
