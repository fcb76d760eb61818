import { createFileRoute } from '@tanstack/react-router'
import { leadKinds } from '../../../../domain/enums-core'
import { InboxPage } from '../../../../features/leads/inbox-page'
import { matching, oneOf, pageNumber, routeSearch, text } from '../../../../lib/search-params/search-params'

// The defaults (message tab, inbox, page 1) stay out of the URL. `listing` is a LISTING_KEY (src/domain/inbox).
const inboxSearch = {
  kind: oneOf(leadKinds),
  box: oneOf(['archived'] as const),
  q: text(100),
  listing: matching(/^(property|vehicle)-\d{1,10}$/),
  page: pageNumber,
}

export const Route = createFileRoute('/_dashboard/dashboard/messages/')({
  ...routeSearch(inboxSearch),
  component: InboxRoute,
})

function InboxRoute() {
  return <InboxPage search={Route.useSearch()} />
}
