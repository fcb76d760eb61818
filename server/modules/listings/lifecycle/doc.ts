import {
  lifecycleOf,
  listingActions,
  type ListingKind,
  type Move,
} from '../../../../src/domain/listing-lifecycle'

// The lifecycle table as markdown, for docs/lifecycle.md (its test keeps the page equal to the table).

const cell = (m: Move<string>) => {
  const from = m.from === 'any' ? 'any' : m.from.join(', ')
  const to =
    m.to === 'same'
      ? '(unchanged)'
      : m.to === 'held'
        ? '(held status)'
        : m.to === 'before_hold'
          ? '(status before the hold)'
          : m.to === 'unarchived'
            ? '(its status; live → paused)'
            : m.to
  const needs = [
    m.archived === 'yes' ? 'archived' : m.archived === 'no' ? 'not archived' : '',
    m.hold === 'yes' ? 'held' : m.hold === 'no' ? 'not held' : '',
  ]
    .filter(Boolean)
    .join(', ')
  return `| ${m.actors.join(', ')} | ${from} | ${to} | ${needs || '—'} |`
}

export function lifecycleMarkdown(kind: ListingKind): string {
  const table = lifecycleOf[kind] as Partial<Record<string, Move<string>>>
  const rows = listingActions
    .filter((a) => table[a])
    .map((a) => cell(table[a]!).replace(/^\|/, `| \`${a}\` |`))
  return ['| action | actors | from | to | needs |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}
