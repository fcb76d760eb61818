/** Map pin clustering: supercluster's radius (px) and last clustered zoom; a cluster is red from minRed points. */
export const MAP_CLUSTER = { radius: 60, maxZoom: 16, minRed: 10 } as const
