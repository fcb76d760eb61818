import type { StyleSpecification } from 'maplibre-gl'
import { towns } from '../../domain/region'

// The bundled map style, used when no MAP_STYLE_URL is configured: no tile server and no fonts. A background, a rough outline of the
// region around the seven towns and the towns as dots; their names are HTML labels (see town-labels.tsx), so no
// glyphs are ever fetched. VITE_MAP_STYLE_URL (or MAP_STYLE_URL through /api/settings) switches to a real style.

/** Roughly the area served: the seven towns with a margin, clockwise from the north-west. */
export const regionOutline: [number, number][] = [
  [-43.0, -10.6],
  [-42.35, -10.55],
  [-41.75, -10.95],
  [-41.25, -11.25],
  [-41.2, -11.6],
  [-41.7, -11.85],
  [-42.05, -12.05],
  [-42.35, -11.95],
  [-42.6, -11.5],
  [-43.05, -11.0],
  [-43.0, -10.6],
]

/** minLng, minLat, maxLng, maxLat of the outline: the first view when there is nothing else to fit. */
export const regionBounds: [number, number, number, number] = [
  Math.min(...regionOutline.map((p) => p[0])),
  Math.min(...regionOutline.map((p) => p[1])),
  Math.max(...regionOutline.map((p) => p[0])),
  Math.max(...regionOutline.map((p) => p[1])),
]

export const colours = {
  land: '#eef2ea',
  region: '#dfeadf',
  outline: '#0b6e4f',
  town: '#0b6e4f',
  approximate: '#0b6e4f',
} as const

export const localStyle: StyleSpecification = {
  version: 8,
  name: 'Mercado Irecê (local)',
  sources: {
    region: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [regionOutline] },
      },
    },
    towns: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: towns.map((t) => ({
          type: 'Feature' as const,
          properties: { name: t.name, slug: t.slug },
          geometry: { type: 'Point' as const, coordinates: [t.lng, t.lat] },
        })),
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': colours.land } },
    { id: 'region-fill', type: 'fill', source: 'region', paint: { 'fill-color': colours.region } },
    {
      id: 'region-outline',
      type: 'line',
      source: 'region',
      paint: {
        'line-color': colours.outline,
        'line-width': 2,
        'line-dasharray': [3, 2],
        'line-opacity': 0.6,
      },
    },
    {
      id: 'towns',
      type: 'circle',
      source: 'towns',
      paint: {
        'circle-color': colours.town,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 7, 4, 12, 9],
        'circle-opacity': 0.35,
        'circle-stroke-color': colours.town,
        'circle-stroke-width': 1.5,
      },
    },
  ],
}

/** The configured style URL, or the bundled style. */
export const mapStyle = (configured?: string | null): string | StyleSpecification =>
  configured || import.meta.env.VITE_MAP_STYLE_URL || localStyle
