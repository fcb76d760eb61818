import { createFileRoute } from '@tanstack/react-router'
import { leadKinds } from '../../../../domain/enums'
import { InboxPage, type InboxSearch } from '../../../../features/leads/inbox-page'

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined

export const Route = createFileRoute('/_dashboard/dashboard/messages/')({
  // zod-free parsing: the defaults (message tab, inbox, page 1) stay out of the URL.
  validateSearch: (search: Record<string, unknown>): InboxSearch => {
    const page = Number(search.page)
    const text = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : ''
    const listing = typeof search.listing === 'string' && /^(property|vehicle)-\d{1,10}$/.test(search.listing)
    return {
      kind: oneOf(leadKinds, search.kind),
      box: search.box === 'archived' ? 'archived' : undefined,
      q: text || undefined,
      listing: listing ? (search.listing as string) : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    }
  },
  component: InboxRoute,
})

function InboxRoute() {
  return <InboxPage search={Route.useSearch()} />
}
