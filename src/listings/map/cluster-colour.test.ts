import { describe, expect, it } from 'vitest'
import { clusterColour, clusterColours, meanClusterSize } from './cluster-colour'

describe('cluster colour', () => {
  it('is red only above the larger of 10 and the mean', () => {
    expect(clusterColour(11, 4)).toBe('red')
    expect(clusterColour(10, 4)).toBe('blue')
    expect(clusterColour(30, 40)).toBe('blue')
    expect(clusterColour(41, 40)).toBe('red')
    expect(clusterColour(40, 40)).toBe('blue')
    expect(clusterColour(2, 0)).toBe('blue')
  })

  it('takes the mean over the clusters in view', () => {
    expect(meanClusterSize([])).toBe(0)
    expect(meanClusterSize([2, 4, 12])).toBe(6)
    // mean 6 -> threshold 10: only 12 is red.
    expect(clusterColours([2, 4, 12])).toEqual(['blue', 'blue', 'red'])
    // mean 50 -> threshold 50: 100 is red, 20 and 30 are not though both exceed 10.
    expect(clusterColours([20, 30, 100])).toEqual(['blue', 'blue', 'red'])
    // all equal: none exceeds the mean.
    expect(clusterColours([25, 25, 25])).toEqual(['blue', 'blue', 'blue'])
    expect(clusterColours([])).toEqual([])
  })
})
