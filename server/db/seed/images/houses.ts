import { bush, circle, line, palm, poly, rect, shade, skyLayer, svg, tree, vGradient, type Sky } from './svg'

export interface HouseLook {
  wall: string
  trim: string
  roof: 'gable' | 'hip' | 'flat'
  roofColour: string
  door: string
  storeys: 1 | 2
  garage: boolean
  fence: string | null
  sky: Sky
  plants: 'tree' | 'palm' | 'bushes'
}

const HORIZON = 600

function window(x: number, y: number, w: number, h: number, trim: string): string {
  return (
    rect(x - 8, y - 8, w + 16, h + 16, trim) +
    rect(x, y, w, h, 'url(#glass)') +
    line(x + w / 2, y, x + w / 2, y + h, trim, 6) +
    line(x, y + h * 0.45, x + w, y + h * 0.45, trim, 4) +
    rect(x - 14, y + h + 6, w + 28, 10, shade(trim, -0.15))
  )
}

/** The street front of a house, as seen from the other side of the road. */
export function houseFacade(l: HouseLook, seed: number): string {
  const sky = skyLayer(l.sky, HORIZON, seed)
  const defs = sky.defs + vGradient('glass', '#9cc7e6', '#4f7ea3') + vGradient('road', '#6c6c6c', '#4a4a4a')
  const bodyTop = l.storeys === 2 ? 190 : 340
  const x0 = 250
  const x1 = 1030
  let b = sky.body
  // Distant neighbours and hills.
  b += poly(
    [
      [0, HORIZON],
      [0, 520],
      [220, 470],
      [480, 510],
      [760, 460],
      [1040, 500],
      [1280, 470],
      [1280, HORIZON],
    ],
    '#9bb08a',
  )
  b += rect(0, 560, 230, 60, shade(l.wall, -0.35)) + rect(1060, 545, 220, 75, '#d9d2c4')
  // Roof.
  if (l.roof === 'gable') {
    b += poly(
      [
        [x0 - 40, bodyTop + 10],
        [(x0 + x1) / 2, bodyTop - 170],
        [x1 + 40, bodyTop + 10],
      ],
      l.roofColour,
    )
    const [left, mid, right] = [x0 - 40, (x0 + x1) / 2, x1 + 40]
    for (let i = 1; i < 6; i++) {
      const t = (i * 28) / 180
      const y = bodyTop + 10 - i * 28
      b += line(
        left + (mid - left) * t + 6,
        y,
        right - (right - mid) * t - 6,
        y,
        shade(l.roofColour, -0.2),
        3,
      )
    }
  } else if (l.roof === 'hip') {
    b += poly(
      [
        [x0 - 40, bodyTop + 10],
        [x0 + 170, bodyTop - 120],
        [x1 - 170, bodyTop - 120],
        [x1 + 40, bodyTop + 10],
      ],
      l.roofColour,
    )
    b += poly(
      [
        [x0 - 40, bodyTop + 10],
        [x1 + 40, bodyTop + 10],
        [x1 + 40, bodyTop + 22],
        [x0 - 40, bodyTop + 22],
      ],
      shade(l.roofColour, -0.3),
    )
  } else {
    b +=
      rect(x0 - 20, bodyTop - 60, x1 - x0 + 40, 70, l.trim) +
      rect(x0 - 20, bodyTop - 60, x1 - x0 + 40, 10, shade(l.trim, 0.2))
  }
  // Walls, shadow under the eaves.
  b +=
    rect(x0, bodyTop, x1 - x0, 620 - bodyTop, l.wall) +
    rect(x0, bodyTop, x1 - x0, 26, shade(l.wall, -0.25), 'opacity="0.6"')
  b += rect(x0, 590, x1 - x0, 30, shade(l.wall, -0.3))
  const floors = l.storeys === 2 ? [210, 380] : [380]
  for (const fy of floors) {
    const ground = fy === 380
    const windows = l.garage
      ? [x0 + 60, x0 + 250]
      : ground
        ? [x0 + 70, x1 - 230]
        : [x0 + 70, x0 + 315, x1 - 230]
    for (const wx of windows) b += window(wx, ground ? fy : fy + 20, 150, 110, l.trim)
  }
  // Door and garage.
  const doorX = l.garage ? x0 + 430 : (x0 + x1) / 2 - 50
  b +=
    rect(doorX - 10, 410, 120, 210, l.trim) +
    rect(doorX, 420, 100, 200, l.door) +
    circle(doorX + 82, 520, 7, '#d8c07a')
  if (l.garage) {
    b += rect(x1 - 300, 380, 280, 240, shade(l.trim, -0.1))
    for (let y = 392; y < 620; y += 16) b += line(x1 - 292, y, x1 - 28, y, '#8d8d8d', 6)
  }
  // Front: fence wall with a metal gate, plants, sidewalk and street.
  b += rect(0, HORIZON + 20, 1280, 30, '#b59a6a')
  if (l.fence) {
    b += rect(60, 560, 1160, 90, l.fence) + rect(60, 552, 1160, 12, shade(l.fence, -0.2))
    for (let x = x1 - 290; x < x1 - 20; x += 22) b += line(x, 565, x, 650, '#3d3d3d', 6)
    b += rect(x1 - 300, 560, 290, 90, 'none', 'stroke="#3d3d3d" stroke-width="8"')
  }
  if (l.plants === 'tree') b += tree(140, 650, 150) + bush(1180, 640, 120)
  else if (l.plants === 'palm') b += palm(150, 650, 300) + palm(1160, 650, 260)
  else for (const x of [150, 330, 900, 1150]) b += bush(x, 640, 130)
  b += rect(0, 650, 1280, 40, '#c9c4ba') + rect(0, 690, 1280, 170, 'url(#road)')
  for (let x = 20; x < 1280; x += 160) b += rect(x, 770, 90, 10, '#e8e2c8')
  return svg(b, defs)
}

/** A block of flats: grid of windows and balconies, a second block behind. */
export function apartmentBlock(wall: string, balcony: string, sky: Sky, seed: number): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + rect(820, 160, 330, 460, shade(wall, 0.25)) + rect(0, 540, 1280, 80, '#a9b59a')
  for (let floor = 0; floor < 6; floor++) {
    for (let col = 0; col < 3; col++)
      b += rect(930 + col * 75, 190 + floor * 70, 50, 40, 'url(#glass)', 'opacity="0.7"')
  }
  b += rect(330, 70, 560, 560, wall) + rect(310, 50, 600, 30, shade(wall, -0.2))
  for (let floor = 0; floor < 6; floor++) {
    const y = 100 + floor * 80
    for (let col = 0; col < 4; col++) {
      const x = 360 + col * 132
      b += rect(x, y, 100, 55, 'url(#glass)') + rect(x - 6, y + 48, 112, 16, balcony)
      b += line(x - 6, y + 40, x + 106, y + 40, shade(balcony, -0.3), 3)
    }
  }
  b +=
    rect(560, 560, 100, 70, '#4b3a2a') +
    rect(0, 630, 1280, 40, '#c9c4ba') +
    rect(0, 670, 1280, 190, '#565656')
  b += tree(180, 640, 160) + palm(1040, 640, 280) + bush(750, 625, 140)
  return svg(b, s.defs + vGradient('glass', '#a9d0ec', '#56809f'))
}
