import { createFileRoute } from '@tanstack/react-router'
import { auditSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { AuditPage } from '../../../../features/backoffice/components/audit-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/audit')({
  ...routeSearch(auditSearch),
  component: AuditPage,
})
