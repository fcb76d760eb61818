import { createFileRoute } from '@tanstack/react-router'
import { propertyStatuses } from '../../../../domain/enums-core'
import { MyPropertiesPage } from '../../../../features/listing-editor/list/my-properties-page'
import { oneOf, pageNumber, routeSearch, text } from '../../../../lib/search-params/search-params'

const myPropertiesSearch = { page: pageNumber, q: text(100), status: oneOf(propertyStatuses) }

export const Route = createFileRoute('/_dashboard/dashboard/properties/')({
  ...routeSearch(myPropertiesSearch),
  component: MyPropertiesRoute,
})

function MyPropertiesRoute() {
  const { page = 1, q, status } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MyPropertiesPage
      page={page}
      filter={{ q, status }}
      onFilter={(next) => void navigate({ search: { ...next } })}
    />
  )
}
