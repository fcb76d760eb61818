// Finding a catalogue row (brand, model, version, year) from a few typed words, on the device: the catalogue of a
// vehicle type is small enough to hold (see catalogue-entries.ts), so no request per keystroke and it works offline.
import type { VehicleBrand, VehicleModel } from '../../../domain/vehicle'

/** One row of the catalogue as the search offers it: what the four fields of the form take. */
export interface CatalogueEntry {
  brandId: string
  brand: string
  modelId: string
  model: string
  version: string
  year: number
  /** The folded words of brand, model, version and year, for matching. */
  words: string[]
}

export const SUGGESTION_LIMIT = 10

/** Lower case without accents, punctuation as spaces except the dot of "1.0": "Citroën C4-Cactus" → "citroen c4 cactus". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()

const wordsOf = (text: string) => fold(text).split(' ').filter(Boolean)

/** The catalogue's rows of these brands, one per model, year and version. */
export function catalogueEntries(
  brands: readonly VehicleBrand[],
  models: ReadonlyMap<string, readonly VehicleModel[]>,
) {
  return brands.flatMap((b) =>
    (models.get(b.id) ?? []).flatMap((m) =>
      m.attributes.years.map((y): CatalogueEntry => ({
        brandId: b.id,
        brand: b.attributes.name,
        modelId: m.id,
        model: m.attributes.name,
        version: y.version,
        year: y.year,
        words: wordsOf(`${b.attributes.name} ${m.attributes.name} ${y.version} ${y.year}`),
      })),
    ),
  )
}

/** "Chevrolet Onix 1.0 LT · 2022": how a suggestion reads. */
export const entryLabel = (e: CatalogueEntry) =>
  `${[e.brand, e.model, e.version].filter(Boolean).join(' ')} · ${e.year}`

/**
 * The rows where every typed word starts a word of brand, model, version or year, in any order and without
 * accents or case: "onix 1.0 2022", "hb20 2021", "bros 160". Newest year first, then by name; `total` counts them
 * all, `entries` keeps the first `limit`.
 */
export function matchCatalogue(entries: readonly CatalogueEntry[], query: string, limit = SUGGESTION_LIMIT) {
  const tokens = wordsOf(query)
  if (tokens.length === 0) return { total: 0, entries: [] }
  const found = entries.filter((e) => tokens.every((t) => e.words.some((w) => w.startsWith(t))))
  found.sort(
    (a, b) =>
      b.year - a.year ||
      a.brand.localeCompare(b.brand, 'pt-BR') ||
      a.model.localeCompare(b.model, 'pt-BR') ||
      a.version.localeCompare(b.version, 'pt-BR', { numeric: true }),
  )
  return { total: found.length, entries: found.slice(0, limit) }
}
