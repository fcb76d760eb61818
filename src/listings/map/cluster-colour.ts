import { MAP_CLUSTER } from './map-cluster'

export type ClusterColour = 'red' | 'blue'

/** Mean number of listings per cluster among the clusters in view (single points are not clusters); 0 if none. */
export function meanClusterSize(counts: readonly number[]): number {
  if (counts.length === 0) return 0
  return counts.reduce((sum, n) => sum + n, 0) / counts.length
}

/** Red when the count exceeds the larger of 10 and the mean cluster size of the view, else blue. */
export const clusterColour = (count: number, mean: number): ClusterColour =>
  count > Math.max(MAP_CLUSTER.minRed, mean) ? 'red' : 'blue'

/** The colour of each cluster of a view, in order. */
export function clusterColours(counts: readonly number[]): ClusterColour[] {
  const mean = meanClusterSize(counts)
  return counts.map((count) => clusterColour(count, mean))
}
