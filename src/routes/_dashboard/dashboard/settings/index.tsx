import { createFileRoute } from '@tanstack/react-router'
import { SettingsIndex } from '../../../../features/account/components/settings/settings-index'

export const Route = createFileRoute('/_dashboard/dashboard/settings/')({
  component: SettingsIndex,
})
