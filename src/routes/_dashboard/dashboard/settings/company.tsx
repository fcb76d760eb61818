import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../../../features/account/components/settings/company-page'

export const Route = createFileRoute('/_dashboard/dashboard/settings/company')({
  component: CompanyPage,
})
