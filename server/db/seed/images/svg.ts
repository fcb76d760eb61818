// Tiny helpers for the demo pictures: plain SVG strings rendered by sharp (librsvg). Flat fills only: no text
// (the output must not depend on installed fonts, so files hash the same everywhere) and no filters (an
// feTurbulence grain cost ~25x the render time and tripled the file sizes).

export const W = 1280
export const H = 860

export const svg = (body: string, defs = '', w = W, h = H): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`
export const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${fill}" ${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"/>`

export const vGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`

/** Mixes a hex colour with black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const target = amount < 0 ? 0 : 255
  const a = Math.abs(amount)
  const ch = (v: number) => Math.round(v + (target - v) * a)
  const r = ch((n >> 16) & 255)
  const g = ch((n >> 8) & 255)
  const b = ch(n & 255)
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`
}

export type Sky = 'clear' | 'cloudy' | 'dusk'
const skies: Record<Sky, [string, string]> = {
  clear: ['#3d8fd6', '#cfe6f7'],
  cloudy: ['#8fb1cc', '#e3ebf0'],
  dusk: ['#5a6fb0', '#f4c58e'],
}

/** Sky down to `horizon`, with a sun and a few clouds. */
export function skyLayer(sky: Sky, horizon: number, seed: number): { defs: string; body: string } {
  const [top, bottom] = skies[sky]
  let body = rect(0, 0, W, horizon, 'url(#sky)')
  body += circle(
    sky === 'dusk' ? 200 : 1080 - (seed % 5) * 90,
    sky === 'dusk' ? horizon - 120 : 120,
    55,
    sky === 'dusk' ? '#ffd58a' : '#fff6c9',
    'opacity="0.9"',
  )
  const clouds = sky === 'cloudy' ? 6 : 3
  for (let i = 0; i < clouds; i++) {
    const cx = ((seed * 97 + i * 331) % 1100) + 90
    const cy = 70 + ((seed * 13 + i * 57) % 140)
    body += `<g fill="#ffffff" opacity="${sky === 'cloudy' ? 0.85 : 0.7}">${ellipse(cx, cy, 90, 26, '#fff')}${ellipse(cx - 45, cy + 8, 60, 22, '#fff')}${ellipse(cx + 50, cy + 6, 70, 20, '#fff')}</g>`
  }
  return { defs: vGradient('sky', top, bottom), body }
}

/** A round-canopy tree standing on `groundY`. */
export function tree(x: number, groundY: number, size: number, green = '#4f8a3c'): string {
  const t = rect(x - size * 0.08, groundY - size * 1.1, size * 0.16, size * 1.1, '#6b4a2b')
  const c = [
    circle(x, groundY - size * 1.35, size * 0.55, green),
    circle(x - size * 0.4, groundY - size * 1.1, size * 0.4, shade(green, -0.12)),
    circle(x + size * 0.42, groundY - size * 1.12, size * 0.42, shade(green, 0.08)),
  ]
  return t + c.join('')
}

export function palm(x: number, groundY: number, h: number): string {
  let s = path(
    `M${x - 8},${groundY} Q${x + 20},${groundY - h / 2} ${x + 6},${groundY - h} L${x + 18},${groundY - h} Q${x + 34},${groundY - h / 2} ${x + 8},${groundY} Z`,
    '#7a5b3a',
  )
  for (const [dx, dy] of [
    [-120, 30],
    [-90, 70],
    [110, 35],
    [90, 75],
    [0, -10],
  ] as const) {
    s += path(
      `M${x + 12},${groundY - h} Q${x + 12 + dx / 2},${groundY - h - 40 + dy / 3} ${x + 12 + dx},${groundY - h + dy}`,
      'none',
      'stroke="#3f7d33" stroke-width="16" stroke-linecap="round"',
    )
  }
  return s
}

export function bush(x: number, y: number, w: number, green = '#5a9a45'): string {
  return ellipse(x, y, w / 2, w / 4, green) + ellipse(x - w / 4, y - w / 10, w / 4, w / 5, shade(green, 0.1))
}
