import { pageMeta } from '../../http/public-read'

/** How a kind reads a page of the advertiser's listings. */
export interface MinePageReads<R, L> {
  rows: (limit: number, offset: number) => Promise<R[]>
  total: () => Promise<number>
  /** The plan's limits and their use, the list's meta shows them. */
  limits: () => Promise<L>
}

/** A page of the advertiser's listings as the list shows them, with the plan's limits in its meta. */
export async function minePage<R, S, L>(
  page: number,
  perPage: number,
  reads: MinePageReads<R, L>,
  toSummary: (row: R) => S,
) {
  const [rows, total, limits] = await Promise.all([
    reads.rows(perPage, (page - 1) * perPage),
    reads.total(),
    reads.limits(),
  ])
  return { data: rows.map(toSummary), meta: { ...pageMeta(page, perPage, total), limits } }
}
