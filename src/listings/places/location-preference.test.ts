import { describe, expect, it } from 'vitest'
import { nearestTown, saveLocationPreference } from './location-answer'
import { preferredTown, readLocationPreference } from './location-preference'

describe('location preference', () => {
  it('is remembered on the device', () => {
    expect(readLocationPreference()).toBeNull()
    saveLocationPreference({ answer: 'declined' })
    expect(readLocationPreference()).toEqual({ answer: 'declined' })
    expect(preferredTown()).toBeUndefined()
    saveLocationPreference({ answer: 'town', slug: 'lapao', source: 'chosen' })
    expect(preferredTown()?.name).toBe('Lapão')
  })

  it('ignores a stored value it does not understand', () => {
    localStorage.setItem('mi.location', '{"answer":"town","slug":"salvador"}')
    expect(readLocationPreference()).toBeNull()
    localStorage.setItem('mi.location', 'not json')
    expect(readLocationPreference()).toBeNull()
  })

  it('picks the nearest of the seven towns', () => {
    expect(nearestTown(-11.305, -41.857).slug).toBe('irece')
    expect(nearestTown(-11.36, -41.66).slug).toBe('joao-dourado')
    expect(nearestTown(-10.8, -42.7).slug).toBe('xique-xique')
    // Salvador, far away: still one of the seven (the closest, América Dourada).
    expect(nearestTown(-12.97, -38.5).slug).toBe('america-dourada')
  })
})
