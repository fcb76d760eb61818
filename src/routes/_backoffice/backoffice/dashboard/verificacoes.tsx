import { createFileRoute } from '@tanstack/react-router'
import { TrustQueuePage } from '../../../../features/backoffice/components/trust-queue-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/verificacoes')({
  component: TrustQueuePage,
})
