import { queryOptions } from '@tanstack/react-query'
import type { InboxLead, InboxPage, InboxQuery, Unread } from '../../../domain/inbox'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/**
 * Under 'account' and the token's user, like the account's own keys: logout forgets them, and a cache restored
 * from IndexedDB (the inbox opens offline with what was last loaded) never shows one advertiser's leads to another.
 */
const mine = () => ['account', tokenSubject(api.tokens.get()), 'inbox'] as const
export const inboxKeys = {
  all: () => mine(),
  page: (query: Partial<InboxQuery>) => [...mine(), 'page', query] as const,
  one: (id: string) => [...mine(), 'one', id] as const,
  unread: () => [...mine(), 'unread'] as const,
}

/** What the inbox keeps in its URL: the tab, the box, the search, the listing filter and the page. */
export type InboxSearch = Partial<Pick<InboxQuery, 'kind' | 'box' | 'q' | 'listing' | 'page'>>

export const INBOX_PER_PAGE = 20

/** GET /v1/inbox: one tab of the inbox or of the archived leads, newest first, with the counts per tab. */
export const inboxQueryOptions = (query: Partial<InboxQuery>) =>
  queryOptions({
    queryKey: inboxKeys.page(query),
    // Checked again on every open (a lead arrives any time); the cached page shows meanwhile, and offline.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<InboxPage>('/v1/inbox', { per_page: INBOX_PER_PAGE, ...query }, signal),
  })

/** GET /v1/inbox/:id: one of my leads with its listing. */
export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.one(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: InboxLead }>(`/v1/inbox/${id}`, undefined, signal).then((d) => d.data),
  })

/** GET /v1/inbox/unread: the dashboard navigation's count, refreshed every minute while a page is open. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.unread(),
    staleTime: 30_000,
    refetchInterval: 60_000,
    queryFn: ({ signal }) =>
      api.get<Unread>('/v1/inbox/unread', undefined, signal).then((d) => d.data.attributes),
  })
