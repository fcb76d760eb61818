import { describe, expect, it } from 'vitest'
import { bboxParamSchema } from '../../domain/search'
import { formatBbox, parseBbox, parseMapSearch } from './map-params'

describe('map search params', () => {
  it('keeps view=map and a valid bbox, rounded to 4 decimals', () => {
    expect(parseMapSearch({ view: 'map', bbox: '-41.912345,-11.4,-41.8,-11.2', q: 'x' })).toEqual({
      view: 'map',
      bbox: '-41.9123,-11.4,-41.8,-11.2',
    })
  })

  it('drops anything else', () => {
    expect(parseMapSearch({ view: 'list', bbox: '1,2,3' })).toEqual({})
    expect(parseMapSearch({ view: true, bbox: 5 })).toEqual({})
    expect(parseMapSearch({ bbox: '-41,-11,-42,-10' })).toEqual({})
  })

  it('agrees with the API schema on which bboxes are valid', () => {
    const cases = [
      '-41.9,-11.4,-41.8,-11.2',
      '0,0,0,0',
      '-181,0,0,0',
      '0,-91,0,0',
      '1,1,0,0',
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      ' 1 , 2 , 3 , 4 ',
      '1,,3,4',
      '',
      'Infinity,0,0,0',
    ]
    for (const value of cases) {
      expect(parseBbox(value), value).toEqual(bboxParamSchema.parse(value))
    }
  })

  it('formats a bbox the parser reads back', () => {
    const bbox = formatBbox([-41.98765432, -11.5, -41.7, -11.123456])
    expect(bbox).toBe('-41.9877,-11.5,-41.7,-11.1235')
    expect(parseBbox(bbox)).toEqual([-41.9877, -11.5, -41.7, -11.1235])
  })
})
