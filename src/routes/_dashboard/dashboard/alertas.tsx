import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '../../../features/alerts/manage/alerts-page'

// No filters: Meus alertas keeps nothing in its URL (a user has a handful of saved searches, newest first).
export const Route = createFileRoute('/_dashboard/dashboard/alertas')({
  component: AlertsPage,
})
