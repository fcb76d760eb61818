import { createFileRoute } from '@tanstack/react-router'
import { ArchivedPropertiesPage } from '../../../../features/listing-editor/list/archived-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/archived')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 ? { page } : {}
  },
  component: ArchivedRoute,
})

function ArchivedRoute() {
  const { page = 1 } = Route.useSearch()
  return <ArchivedPropertiesPage page={page} />
}
