import { describe, expect, it } from 'vitest'
import { fixtureBrands, fixtureModels } from './catalogue-fixture'
import { catalogueEntries, entryLabel, fold, matchCatalogue } from './catalogue-match'

const entries = catalogueEntries(fixtureBrands, fixtureModels)
const labels = (query: string, limit?: number) =>
  matchCatalogue(entries, query, limit).entries.map(entryLabel)

describe('matchCatalogue', () => {
  it('holds one row per model, year and version', () => {
    // Onix 4 years × 2, S10 2 × 1, HB20 4 × 2, C4 Cactus 1.
    expect(entries).toHaveLength(8 + 2 + 8 + 1)
  })

  it('matches every typed word against brand, model, version and year', () => {
    expect(labels('onix 1.0 2022')).toEqual([
      'Chevrolet Onix 1.0 LT · 2022',
      'Chevrolet Onix 1.0 Turbo Premier · 2022',
    ])
    expect(labels('hb20 2021')).toEqual(['Hyundai HB20 Comfort 1.0 · 2021', 'Hyundai HB20 Sense 1.0 · 2021'])
  })

  it('takes the words in any order and any case', () => {
    expect(labels('2022 PREMIER onix')).toEqual(['Chevrolet Onix 1.0 Turbo Premier · 2022'])
    expect(labels('chevrolet diesel')).toEqual([
      'Chevrolet S10 2.8 LTZ Diesel · 2022',
      'Chevrolet S10 2.8 LTZ Diesel · 2021',
    ])
  })

  it('ignores accents on either side', () => {
    expect(labels('citroen automatico')).toEqual(['Citroën C4 Cactus Feel 1.6 Automático · 2022'])
    expect(labels('cítroën cáctus')).toEqual(['Citroën C4 Cactus Feel 1.6 Automático · 2022'])
  })

  it('matches the start of a word, so a word half typed already finds it', () => {
    expect(labels('on 202')).toHaveLength(8)
    expect(labels('nix')).toEqual([])
  })

  it('reads the year as a whole word: a year the catalogue lacks finds nothing', () => {
    expect(labels('onix 2019')).toEqual([])
    expect(labels('hb20 2019')).toHaveLength(2)
  })

  it('lists the newest years first and keeps the total beyond the limit', () => {
    const found = matchCatalogue(entries, 'onix', 3)
    expect(found.total).toBe(8)
    expect(found.entries.map(entryLabel)).toEqual([
      'Chevrolet Onix 1.0 LT · 2023',
      'Chevrolet Onix 1.0 Turbo Premier · 2023',
      'Chevrolet Onix 1.0 LT · 2022',
    ])
  })

  it('finds nothing for a blank query or punctuation alone', () => {
    expect(matchCatalogue(entries, '   ')).toEqual({ total: 0, entries: [] })
    expect(matchCatalogue(entries, ' - ')).toEqual({ total: 0, entries: [] })
  })
})

describe('fold', () => {
  it('drops accents, case and punctuation but keeps the dot of an engine size', () => {
    expect(fold('Citroën C4-Cactus 1.6 AUTOMÁTICO')).toBe('citroen c4 cactus 1.6 automatico')
  })
})
