import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../../../features/backoffice/components/settings-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/settings')({
  component: SettingsPage,
})
