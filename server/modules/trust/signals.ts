import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { trustChecks } from '../../db/schema'

// What the public sees of the checks: two yes/no expressions for cards, detail pages, profiles and the search's
// tie-breaker. Each is one probe of a small partial index (trust_checks_verified_key, trust_checks_documented_idx).

/** The advertiser `userId` passed staff's check of their documents ("Anunciante verificado"). */
export const verifiedAdvertiser = (userId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${trustChecks} where ${trustChecks.userId} = ${userId}
    and ${trustChecks.subject} = 'advertiser' and ${trustChecks.status} = 'approved')`

/** The listing's document (registry certificate, CRLV) passed staff's check ("Documento conferido"). */
export const documentedListing = (
  subject: 'property' | 'vehicle',
  listingId: AnyPgColumn | SQL,
): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${trustChecks} where ${trustChecks.subject} = ${subject}
    and ${trustChecks.listingId} = ${listingId} and ${trustChecks.status} = 'approved')`
