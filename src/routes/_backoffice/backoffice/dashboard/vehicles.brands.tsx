import { createFileRoute } from '@tanstack/react-router'
import { BrandsPage } from '../../../../features/backoffice/components/brands-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/vehicles/brands')({
  component: BrandsPage,
})
