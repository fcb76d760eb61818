import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/account/components/settings/profile-page'

export const Route = createFileRoute('/_dashboard/dashboard/settings/profile')({
  component: ProfilePage,
})
