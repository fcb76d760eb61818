import { createFileRoute } from '@tanstack/react-router'
import { PropertiesPage } from '../../../../features/backoffice/components/properties-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/properties')({
  component: PropertiesPage,
})
