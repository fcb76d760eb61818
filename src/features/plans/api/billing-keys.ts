import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/** Under 'account' and the token's user: forgotten at logout, never shown to another advertiser offline. */
export const billingKeys = {
  all: () => ['account', tokenSubject(api.tokens.get()), 'billing'] as const,
  subscriptions: () => [...billingKeys.all(), 'subscriptions'] as const,
  checkout: (id: string) => [...billingKeys.all(), 'checkout', id] as const,
  cards: () => [...billingKeys.all(), 'cards'] as const,
}
