// The year and version selects read a model's catalogue rows (one per year and version): the year first, as the
// vehicle's papers say it, then the versions the catalogue has for that year.
import type { VehicleModel } from '../../../domain/vehicle'

type Row = VehicleModel['attributes']['years'][number]

/** The model's years, newest first, each once. */
export const yearsOf = (rows: readonly Row[]): number[] =>
  [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)

/** The named versions the catalogue has for the model in that year, in name order. */
export const versionsOf = (rows: readonly Row[], year: string): string[] =>
  [...new Set(rows.filter((r) => String(r.year) === year && r.version !== '').map((r) => r.version))].sort(
    (a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }),
  )

/** The version to keep when the year changes: the same one if that year has it, the only one, or none. */
export function versionForYear(rows: readonly Row[], year: string, version: string): string {
  const versions = versionsOf(rows, year)
  if (versions.includes(version)) return version
  return versions.length === 1 ? versions[0]! : ''
}

/** The chosen model's rows; while editing (the version fixed) only the rows of that version. */
export const modelRows = (
  models: readonly VehicleModel[] | undefined,
  modelId: string,
  lockedVersion: string | null,
): Row[] =>
  (models?.find((m) => m.id === modelId)?.attributes.years ?? []).filter(
    (y) => lockedVersion === null || y.version === lockedVersion,
  )
