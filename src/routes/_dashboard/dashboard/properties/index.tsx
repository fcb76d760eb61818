import { createFileRoute } from '@tanstack/react-router'
import { propertyStatuses, type PropertyStatus } from '../../../../domain/enums'
import { MyPropertiesPage } from '../../../../features/listing-editor/list/my-properties-page'

export interface MyPropertiesSearch {
  page?: number
  q?: string
  status?: PropertyStatus
}

export const Route = createFileRoute('/_dashboard/dashboard/properties/')({
  validateSearch: (search: Record<string, unknown>): MyPropertiesSearch => {
    const page = Number(search.page)
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : ''
    const status = propertyStatuses.find((s) => s === search.status)
    return {
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
    }
  },
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
