import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminTrustCheck } from '../../../src/domain/trust'
import type { Db } from '../../db/client'
import { agencies, properties, trustChecks, trustFiles, users, vehicles } from '../../db/schema'

// The back office's queue of checks: under review oldest first (the one waiting longest comes first), decided
// ones newest first; with the account's names and numbers that staff compare with the documents.

type Status = 'pending' | 'approved' | 'refused'

const listingTitle = sql<string | null>`case ${trustChecks.subject}
  when 'property' then (select ${properties.name} from ${properties} where ${properties.id} = ${trustChecks.listingId})
  when 'vehicle' then (select ${vehicles.name} from ${vehicles} where ${vehicles.id} = ${trustChecks.listingId})
  end`

function baseQuery(db: Db) {
  return db
    .select({
      check: trustChecks,
      listingTitle,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profile: users.profile,
        creci: users.creci,
        cpf: users.cpf,
      },
      agency: { name: agencies.name, cnpj: agencies.cnpj, creci: agencies.creci },
    })
    .from(trustChecks)
    .innerJoin(users, eq(users.id, trustChecks.userId))
    .leftJoin(agencies, eq(agencies.userId, users.id))
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number]

async function withFiles(db: Db, rows: Row[]): Promise<AdminTrustCheck[]> {
  const ids = rows.map((r) => r.check.id)
  const files = ids.length
    ? await db
        .select({
          id: trustFiles.id,
          checkId: trustFiles.checkId,
          kind: trustFiles.kind,
          key: trustFiles.storageKey,
        })
        .from(trustFiles)
        .where(inArray(trustFiles.checkId, ids))
        .orderBy(asc(trustFiles.id))
    : []
  return rows.map(({ check, user, agency, listingTitle: title }) => ({
    id: String(check.id),
    type: 'trust_check' as const,
    attributes: {
      subject: check.subject,
      listing_id: check.listingId === null ? null : String(check.listingId),
      listing_title: title,
      status: check.status,
      reason: check.reason,
      created_at: check.createdAt.toISOString(),
      decided_at: check.decidedAt ? check.decidedAt.toISOString() : null,
      advertiser: {
        id: String(user.id),
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        profile: user.profile,
        company: user.profile === 'business' ? (agency?.name ?? null) : null,
        document: user.profile === 'business' ? (agency?.cnpj ?? null) : user.cpf,
        creci: (user.profile === 'business' ? agency?.creci : user.creci) ?? null,
      },
      files: files
        .filter((f) => f.checkId === check.id)
        .map((f) => ({
          id: String(f.id),
          kind: f.kind as AdminTrustCheck['attributes']['files'][number]['kind'],
          deleted: f.key === null,
        })),
    },
  }))
}

export async function listChecks(db: Db, q: { status: Status; page: number; per_page: number }) {
  const where = eq(trustChecks.status, q.status)
  const order = q.status === 'pending' ? asc(trustChecks.createdAt) : desc(trustChecks.decidedAt)
  const [rows, [count]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(order, asc(trustChecks.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trustChecks)
      .where(where),
  ])
  const total = Number(count?.n ?? 0)
  return {
    data: await withFiles(db, rows),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total,
      total_pages: Math.max(1, Math.ceil(total / q.per_page)),
    },
  }
}

export async function findCheck(db: Db, id: number): Promise<AdminTrustCheck | null> {
  const rows = await baseQuery(db).where(and(eq(trustChecks.id, id)))
  return (await withFiles(db, rows))[0] ?? null
}
