// The square crop box of the avatar dialog, in the image's own pixels (what PUT /sign_up expects).
export interface Square {
  x: number
  y: number
  size: number
}

export const MAX_ZOOM = 4

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max)

/** Keeps the square inside a width×height image. */
export function clampSquare(s: Square, width: number, height: number): Square {
  const size = clamp(s.size, 1, Math.min(width, height))
  return { size, x: clamp(s.x, 0, width - size), y: clamp(s.y, 0, height - size) }
}

/** The largest centred square: zoom 1. */
export const initialSquare = (width: number, height: number): Square => {
  const size = Math.min(width, height)
  return { size, x: (width - size) / 2, y: (height - size) / 2 }
}

export const zoomOf = (s: Square, width: number, height: number): number => Math.min(width, height) / s.size

/** Zooms around the square's centre (zoom 1 = the largest square, MAX_ZOOM = a quarter of its side). */
export function zoomSquare(s: Square, zoom: number, width: number, height: number): Square {
  const size = Math.min(width, height) / clamp(zoom, 1, MAX_ZOOM)
  const cx = s.x + s.size / 2
  const cy = s.y + s.size / 2
  return clampSquare({ size, x: cx - size / 2, y: cy - size / 2 }, width, height)
}

export const moveSquare = (s: Square, dx: number, dy: number, width: number, height: number): Square =>
  clampSquare({ ...s, x: s.x + dx, y: s.y + dy }, width, height)

/** The crop as sent: whole pixels, inside the image. */
export function toCrop(s: Square, width: number, height: number) {
  const size = Math.max(1, Math.min(Math.round(s.size), width, height))
  const x = Math.min(Math.max(0, Math.round(s.x)), width - size)
  const y = Math.min(Math.max(0, Math.round(s.y)), height - size)
  return { x, y, width: size, height: size }
}
