import { createFileRoute, notFound } from '@tanstack/react-router'
import { leadQueryOptions } from '../../../../features/leads/api/inbox-queries'
import { LeadDetailPage } from '../../../../features/leads/lead-detail-page'
import { isApiError } from '../../../../lib/http/api-error'

export const Route = createFileRoute('/_dashboard/dashboard/messages/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(leadQueryOptions(params.id))
    } catch (error) {
      // Another advertiser's lead, or one that never existed: the not-found page.
      if (isApiError(error) && error.status === 404) throw notFound()
      // Offline or a failing server: the page shows what the cache has, or the load error.
    }
  },
  component: LeadRoute,
})

function LeadRoute() {
  return <LeadDetailPage id={Route.useParams().id} />
}
