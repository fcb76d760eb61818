import type { PropertySummary } from '../../../domain/property'
import { relatedQueryOptions } from '../../../listings/api/listing-detail-queries'

/** nearby: same town, closest first; similar: same category and deal, a close price ("outros que você pode gostar"). */
export type RelatedKind = 'nearby' | 'similar'

const related = relatedQueryOptions<PropertySummary>('/api/properties', 'properties')

export const relatedPropertiesQueryOptions = (id: string, kind: RelatedKind) => related(id, kind)
