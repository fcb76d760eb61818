import { createFileRoute } from '@tanstack/react-router'
import { MyPropertiesPage } from '../../../../features/listing-editor/list/my-properties-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 ? { page } : {}
  },
  component: MyPropertiesRoute,
})

function MyPropertiesRoute() {
  const { page = 1 } = Route.useSearch()
  return <MyPropertiesPage page={page} />
}
