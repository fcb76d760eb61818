import { createFileRoute } from '@tanstack/react-router'
import { pageNumber, routeSearch } from '../../../../lib/search-params/search-params'
import { HighlightsPage } from '../../../../features/listing-editor/list/highlights-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/highlights')({
  ...routeSearch({ page: pageNumber }),
  component: HighlightsRoute,
})

function HighlightsRoute() {
  const { page = 1 } = Route.useSearch()
  return <HighlightsPage page={page} />
}
