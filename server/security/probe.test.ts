import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/app'
import { advertisersWithPhones, harvest } from './harvest'

// What an outside probe of the advertiser side found, one named test per finding: each fails on the code that had
// the problem.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('security probe', () => {
  it('phone numbers cannot be harvested in bulk from one address', async () => {
    const listings = await advertisersWithPhones(t.database.db, 180)
    const script = await harvest(t.app, listings, {
      remoteAddress: '198.51.100.7',
      maxDays: 2,
      keepCookies: false,
    })
    console.log(
      `harvest from one address: ${script.numbers} numbers of ${script.advertisers} advertisers in ` +
        `${script.hours.toFixed(2)} h (${script.firstHour} in the first hour, ${Math.round(script.perHour)} numbers/hour)`,
    )
    // Every advertiser's numbers take days, not minutes.
    expect(script.advertisers).toBeLessThan(listings.length)
    expect(script.perHour).toBeLessThan(10)
  }, 300_000)
})
