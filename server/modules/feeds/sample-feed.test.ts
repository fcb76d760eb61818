import { describe, expect, it } from 'vitest'
import type { PropertyCategory } from '../../../src/domain/enums'
import { BELOW_BAND_HOLD_SHARE } from '../../../src/domain/price-band'
import { attributesFor } from '../../db/seed/property-facts'
import { priceFor } from '../../db/seed/property-prices'
import { Rng } from '../../db/seed/random'
import { sampleFeed } from './sample-feed'
import { readListing } from './vrsync-listing'
import { readListings, type XmlNode } from './xml-tree'

// The sample feed is imported into the demo data (the journeys, a quick start): none of its listings may be held
// as priced far under its band. A band is a town's median of reais per m² over its live listings of the category
// and deal; a town with few of them can sit above the region's, so the sample's cheapest listing must stay clear of
// the hold line of a median a quarter above the region's, drawn by the demo data's own price model.

/** How far above the region's median a town's may sit. */
const TOWN_SPREAD = 1.25

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Reais per m² of the demo data's listings of a category in a deal, as the seed draws them. */
function demoValues(category: PropertyCategory, deal: 'sale' | 'rent', n = 4000): number[] {
  const rng = new Rng(`sample-feed-bands-${category}-${deal}`)
  return Array.from({ length: n }, () => {
    const a = attributesFor(rng, category)
    return priceFor(rng, category, a, deal === 'rent', deal === 'rent' ? 'monthly' : null) / a.squareMeters
  })
}

describe('the sample feed', () => {
  it('prices every listing clear of the demo data\'s hold line ("Preço muito abaixo")', async () => {
    const nodes: XmlNode[] = []
    await readListings([sampleFeed({ count: 200, photoBase: 'http://fotos.example' })], (n) => nodes.push(n))
    const seen = new Set<string>()
    const lowest = new Map<string, number>()
    for (const item of nodes.map((n) => readListing(n, seen))) {
      if (!item.ok || !item.input.price || !item.input.square_meters) continue
      const key = `${item.input.category}:${item.input.listing_type}`
      const value = item.input.price / item.input.square_meters
      lowest.set(key, Math.min(lowest.get(key) ?? Infinity, value))
    }
    expect([...lowest.keys()].sort()).toEqual([
      'apartment:rent',
      'apartment:sale',
      'commercial:rent',
      'commercial:sale',
      'house:rent',
      'house:sale',
      'lot:sale',
    ])
    const under = [...lowest].flatMap(([key, value]) => {
      const [category, deal] = key.split(':') as [PropertyCategory, 'sale' | 'rent']
      const line = BELOW_BAND_HOLD_SHARE * TOWN_SPREAD * median(demoValues(category, deal))
      return value < line ? [`${key}: R$ ${value.toFixed(2)}/m² < R$ ${line.toFixed(2)}/m²`] : []
    })
    expect(under).toEqual([])
  })
})
