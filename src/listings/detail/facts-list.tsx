import type { ReactNode } from 'react'

/** One row of a listing's facts: its label and value. */
export type Fact = [label: string, value: ReactNode]

/** Unknown values (null, empty, zero) are left out of the facts. */
export const known = (value: ReactNode): boolean =>
  value !== null && value !== undefined && value !== 0 && value !== '' && value !== false

/** A listing's facts (a property's characteristics, a vehicle's specs) as a definition list. */
export function FactsList({ rows }: { rows: Fact[] }) {
  return (
    <dl className="facts">
      {rows
        .filter(([, value]) => known(value))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
