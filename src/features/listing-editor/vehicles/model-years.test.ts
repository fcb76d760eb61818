import { describe, expect, it } from 'vitest'
import { fixtureModels } from './catalogue-fixture'
import { modelRows, versionForYear, versionsOf, yearsOf } from './model-years'

const onix = fixtureModels.get('1')![0]!.attributes.years

describe('year and version of a model', () => {
  it('offers each year once, newest first', () => {
    expect(yearsOf(onix)).toEqual([2023, 2022, 2021, 2020])
  })

  it('offers the versions of the chosen year only', () => {
    const rows = [...onix, { id: 999, year: 2023, version: '1.0 Turbo RS' }]
    expect(versionsOf(rows, '2022')).toEqual(['1.0 LT', '1.0 Turbo Premier'])
    expect(versionsOf(rows, '2023')).toEqual(['1.0 LT', '1.0 Turbo Premier', '1.0 Turbo RS'])
    expect(versionsOf(rows, '')).toEqual([])
  })

  it('keeps the version when the new year has it, takes the only one, else asks again', () => {
    const rows = [...onix, { id: 998, year: 2024, version: '1.0 Turbo RS' }]
    expect(versionForYear(rows, '2021', '1.0 LT')).toBe('1.0 LT')
    expect(versionForYear(rows, '2024', '1.0 LT')).toBe('1.0 Turbo RS')
    expect(versionForYear(rows, '2021', '1.0 Turbo RS')).toBe('')
  })

  it('leaves out the empty version of a model the catalogue names no version for', () => {
    expect(versionsOf([{ id: 1, year: 2020, version: '' }], '2020')).toEqual([])
  })

  it('while editing, keeps to the rows of the saved version', () => {
    const models = fixtureModels.get('1')
    expect(modelRows(models, '10', null)).toHaveLength(8)
    expect(yearsOf(modelRows(models, '10', '1.0 LT'))).toEqual([2023, 2022, 2021, 2020])
    expect(versionsOf(modelRows(models, '10', '1.0 LT'), '2022')).toEqual(['1.0 LT'])
    expect(modelRows(models, '99', null)).toEqual([])
    expect(modelRows(undefined, '10', null)).toEqual([])
  })
})
