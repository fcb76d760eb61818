import { createFileRoute } from '@tanstack/react-router'
import { WebhookPage } from '../../../features/lead-webhooks/components/webhook-page'

// No filters: the agency's one webhook and its latest deliveries, nothing kept in the URL.
export const Route = createFileRoute('/_dashboard/dashboard/webhook')({
  component: WebhookPage,
})
