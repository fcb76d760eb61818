import {
  int,
  oneOf,
  pageNumber,
  text,
  withDefault,
  type Shape,
} from '../../../lib/search-params/search-params'
import {
  activeStatuses,
  reportReasons,
  reportStates,
  subscriptionStatuses,
  userProfiles,
  userStatuses,
  vehicleTypes,
} from '../../../domain/enums-core'

// What each back office table keeps in the URL, so a reload keeps its filters and a copied link opens the same
// view. The routes validate their search with these shapes (routes import this module, never the pages: it
// stays small, and zod-free, in the entry chunk). They mirror the list endpoints' query schemas (src/domain).

const id = int({ min: 1, max: 2_147_483_647 })

/** '0' or '1' (archived or not), a number once in the URL. */
const zeroOrOne = (value: unknown): 0 | 1 | undefined =>
  value === 0 || value === '0' ? 0 : value === 1 || value === '1' ? 1 : undefined

/** Every table has pages. */
const pageSearch = { page: pageNumber }

export type TableShape = typeof pageSearch & Shape

/** Most tables (adminListQuerySchema): the search text, the sort column and direction, and the page. */
export const tableSearch = {
  q: text(120),
  sort: text(40),
  dir: oneOf(['asc', 'desc'] as const),
  ...pageSearch,
}

export const usersSearch = { ...tableSearch, profile: oneOf(userProfiles), status: oneOf(userStatuses) }

/** The queues staff work through: holds, holds whose advertiser asked for a review, recent content changes. */
export const listingQueues = ['hold', 'review_requested', 'changed'] as const

/**
 * Properties and vehicles alike: statuses differ by kind, so the endpoint checks the status. One queue at a time
 * (the endpoint takes each as a flag: `hold=1`).
 */
export const listingsSearch = {
  ...tableSearch,
  status: text(20),
  archived: zeroOrOne,
  queue: oneOf(listingQueues),
}

export const reportsSearch = {
  ...tableSearch,
  state: withDefault(oneOf(reportStates), 'open'),
  reason: oneOf(reportReasons),
}

export const brandsSearch = {
  ...tableSearch,
  vehicle_type: oneOf(vehicleTypes),
  status: oneOf(activeStatuses),
}

export const subscriptionsSearch = {
  ...tableSearch,
  status: oneOf(subscriptionStatuses),
  plan_id: id,
  profile: oneOf(userProfiles),
}

export const auditSearch = { ...pageSearch, admin_id: id, target_type: text(40), target_id: text(40) }

export const businessLeadsSearch = pageSearch
