import { createFileRoute } from '@tanstack/react-router'
import { PushOptinCard } from '../../../features/push-optin/push-optin-card'
import { StatsPage } from '../../../features/stats/stats-page'

export const Route = createFileRoute('/_dashboard/dashboard/')({
  component: () => (
    <>
      <PushOptinCard />
      <StatsPage />
    </>
  ),
})
