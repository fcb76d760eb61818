import type { Feature, Polygon } from 'geojson'

const METRES_PER_DEGREE = 111_320

/** A circle of `radius` metres around a point as a GeoJSON polygon (for an approximate location). */
export function circlePolygon(lng: number, lat: number, radius: number, steps = 48): Feature<Polygon> {
  const dLat = radius / METRES_PER_DEGREE
  const dLng = radius / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
  const ring: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * 2 * Math.PI
    ring.push([lng + dLng * Math.cos(angle), lat + dLat * Math.sin(angle)])
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
}
