import { createFileRoute } from '@tanstack/react-router'
import { HighlightsPage } from '../../../../features/listing-editor/list/highlights-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/highlights')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 ? { page } : {}
  },
  component: HighlightsRoute,
})

function HighlightsRoute() {
  const { page = 1 } = Route.useSearch()
  return <HighlightsPage page={page} />
}
