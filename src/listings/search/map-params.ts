// The map view's own search params on /imoveis (kept out of the domain's propertySearchSchema, which is also the
// API's contract): `view=map` and `bbox=minLng,minLat,maxLng,maxLat`, the area the list is limited to.
import type { Bbox } from '../../domain/search'

export interface MapSearch {
  view?: 'map'
  bbox?: string
}

const inRange = (n: number, limit: number) => Number.isFinite(n) && Math.abs(n) <= limit

/** The four numbers of a valid bbox string (the API's bboxParamSchema rules), or undefined. */
export function parseBbox(value: unknown): Bbox | undefined {
  if (typeof value !== 'string' || value.length > 120) return undefined
  const parts = value.split(',').map((n) => Number(n.trim()))
  if (parts.length !== 4) return undefined
  const [minLng, minLat, maxLng, maxLat] = parts as Bbox
  const valid =
    inRange(minLng, 180) &&
    inRange(maxLng, 180) &&
    inRange(minLat, 90) &&
    inRange(maxLat, 90) &&
    minLng <= maxLng &&
    minLat <= maxLat
  return valid ? [minLng, minLat, maxLng, maxLat] : undefined
}

/** 4 decimals (about 11 m): short URLs, and cache keys that do not change with every pixel of a pan. */
export const formatBbox = (bbox: Bbox): string => bbox.map((n) => Number(n.toFixed(4))).join(',')

export function parseMapSearch(input: Record<string, unknown>): MapSearch {
  const out: MapSearch = {}
  if (input.view === 'map') out.view = 'map'
  const bbox = parseBbox(input.bbox)
  if (bbox) out.bbox = formatBbox(bbox)
  return out
}
