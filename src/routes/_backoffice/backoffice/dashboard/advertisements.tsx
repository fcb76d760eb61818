import { createFileRoute } from '@tanstack/react-router'
import { AdvertisementsPage } from '../../../../features/backoffice/components/advertisements-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/advertisements')({
  component: AdvertisementsPage,
})
