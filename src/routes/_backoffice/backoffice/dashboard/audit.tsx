import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../../../features/backoffice/components/audit-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/audit')({
  component: AuditPage,
})
