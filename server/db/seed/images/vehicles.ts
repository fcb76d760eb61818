import { circle, ellipse, line, path, rect, shade, svg, vGradient } from './svg'

// Side views of cars, motorcycles and trucks on a plain backdrop, plus a few interior details.

export type CarShape = 'hatch' | 'sedan' | 'suv' | 'pickup'
export type BikeShape = 'street' | 'trail' | 'scooter'
export type TruckShape = 'light' | 'heavy' | 'tractor' | 'van'

const GROUND = 690

function backdrop(tone: string): { defs: string; body: string } {
  const defs =
    vGradient('wall', shade(tone, 0.3), tone) +
    vGradient('floor', '#9a9a9a', '#cfcfcf') +
    vGradient('glass', '#2c3e50', '#6c8aa3')
  return {
    defs,
    body:
      rect(0, 0, 1280, 560, 'url(#wall)') +
      rect(0, 560, 1280, 300, 'url(#floor)') +
      line(0, 560, 1280, 560, shade(tone, -0.2), 4),
  }
}

function wheel(cx: number, cy: number, r: number, rim = '#c9ccd0'): string {
  let s =
    circle(cx, cy, r, '#1d1d1d') + circle(cx, cy, r * 0.62, rim) + circle(cx, cy, r * 0.5, shade(rim, -0.25))
  for (let a = 0; a < 5; a++) {
    const t = (a * 2 * Math.PI) / 5
    s += line(cx, cy, cx + Math.cos(t) * r * 0.55, cy + Math.sin(t) * r * 0.55, rim, r * 0.12)
  }
  return s + circle(cx, cy, r * 0.12, '#777')
}

const bodies: Record<CarShape, { body: string; windows: string[]; wheels: [number, number]; r: number }> = {
  hatch: {
    body: 'M250,600 L250,480 Q255,465 330,460 L420,360 Q430,350 450,350 L740,350 Q760,350 775,362 L880,458 L1000,478 Q1030,485 1032,520 L1035,600 Q1035,612 1020,612 L950,612 A78,78 0 0 0 794,612 L486,612 A78,78 0 0 0 330,612 L262,612 Q250,612 250,600 Z',
    windows: [
      'M345,458 L428,368 L590,368 L590,458 Z',
      'M605,368 L740,368 Q752,368 760,376 L845,458 L605,458 Z',
    ],
    wheels: [408, 872],
    r: 70,
  },
  sedan: {
    body: 'M200,600 L205,490 Q210,470 260,466 L370,458 L460,362 Q470,352 490,352 L730,352 Q750,352 765,364 L865,458 L1010,478 Q1045,486 1047,520 L1050,600 Q1050,612 1035,612 L965,612 A78,78 0 0 0 809,612 L456,612 A78,78 0 0 0 300,612 L215,612 Q200,612 200,600 Z',
    windows: [
      'M392,458 L468,370 L600,370 L600,458 Z',
      'M615,370 L730,370 Q742,370 750,378 L830,458 L615,458 Z',
    ],
    wheels: [378, 887],
    r: 70,
  },
  suv: {
    body: 'M240,590 L240,420 Q245,330 300,320 L770,315 Q800,315 820,335 L915,440 L1010,460 Q1045,470 1047,510 L1050,590 Q1050,605 1035,605 L962,605 A84,84 0 0 0 794,605 L492,605 A84,84 0 0 0 324,605 L255,605 Q240,605 240,590 Z',
    windows: [
      'M280,335 L420,335 L420,440 L275,440 Z',
      'M435,335 L610,335 L610,440 L435,440 Z',
      'M625,335 L770,335 Q785,335 795,347 L880,440 L625,440 Z',
    ],
    wheels: [408, 878],
    r: 76,
  },
  pickup: {
    body: 'M210,600 L210,450 L560,450 L580,330 Q585,318 600,318 L790,318 Q810,318 825,332 L915,440 L1030,462 Q1062,470 1064,510 L1066,600 Q1066,612 1050,612 L985,612 A80,80 0 0 0 825,612 L470,612 A80,80 0 0 0 310,612 L225,612 Q210,612 210,600 Z',
    windows: [
      'M598,335 L690,335 L690,440 L585,440 Z',
      'M705,335 L790,335 Q802,335 810,345 L885,440 L705,440 Z',
    ],
    wheels: [390, 905],
    r: 74,
  },
}

export function car(shape: CarShape, colour: string, tone: string): string {
  const d = bodies[shape]
  const { defs, body } = backdrop(tone)
  let b = body + ellipse(640, 685, 470, 26, '#000', 'opacity="0.25"')
  b += path(d.body, colour) + path(d.body, 'none', `stroke="${shade(colour, -0.35)}" stroke-width="4"`)
  for (const w of d.windows) b += path(w, 'url(#glass)')
  b += line(260, 505, 1030, 505, shade(colour, -0.25), 4) + line(600, 360, 600, 600, shade(colour, -0.3), 3)
  b += rect(540, 485, 40, 10, shade(colour, -0.4), 'rx="4"') + rect(1010, 488, 26, 20, '#fff3c4', 'rx="6"')
  b += rect(shape === 'pickup' ? 212 : 246, 480, 14, 34, '#c0392b')
  if (shape === 'pickup') b += line(214, 452, 560, 452, shade(colour, -0.3), 6)
  b += wheel(d.wheels[0], 612, d.r) + wheel(d.wheels[1], 612, d.r)
  return svg(b, defs)
}

export function motorcycle(shape: BikeShape, colour: string, tone: string): string {
  const { defs, body } = backdrop(tone)
  const r = shape === 'scooter' ? 88 : 112
  const [rx, fx, y] = [420, 870, GROUND - r]
  let b = body + ellipse(645, GROUND - 2, 380, 20, '#000', 'opacity="0.25"')
  b += wheel(rx, y, r, '#3a3a3a') + wheel(fx, y, r, '#3a3a3a')
  if (shape === 'scooter') {
    b += path(
      `M${rx - 60},${y - 60} Q${rx},${y - 170} ${rx + 170},${y - 150} L${rx + 230},${y - 40} L${fx - 120},${y - 40} L${fx - 40},${y - 300} L${fx},${y - 300} L${fx - 40},${y - 20} L${rx + 60},${y + 10} Z`,
      colour,
    )
    b += path(
      `M${rx - 20},${y - 160} Q${rx + 80},${y - 200} ${rx + 200},${y - 165} L${rx + 190},${y - 140} L${rx - 10},${y - 135} Z`,
      '#262626',
    )
  } else {
    b += line(rx, y, rx + 250, y - 120, '#444', 16) + line(rx + 250, y - 120, fx - 80, y - 200, '#444', 14)
    b +=
      rect(rx + 170, y - 120, 170, 110, '#6b6b6b', 'rx="16"') +
      line(rx - 20, y - 30, rx + 240, y - 40, '#b9b9b9', 14)
    b += path(
      `M${rx + 240},${y - 200} Q${rx + 330},${y - 280} ${fx - 120},${y - 220} L${fx - 150},${y - 150} L${rx + 250},${y - 140} Z`,
      colour,
    )
    b += path(
      `M${rx - 10},${y - 170} L${rx + 250},${y - 200} L${rx + 250},${y - 170} L${rx},${y - 145} Z`,
      '#262626',
    )
    b += path(
      `M${rx - 70},${y - 120} Q${rx},${y - 170} ${rx + 80},${y - 165} L${rx + 60},${y - 140} Z`,
      colour,
    )
  }
  b += line(fx, y, fx - 90, y - 330, '#8a8a8a', 14) + line(fx - 130, y - 340, fx - 40, y - 345, '#2b2b2b', 12)
  b +=
    circle(fx - 70, y - 290, 26, '#fff3c4') +
    path(
      `M${fx - 60},${y - r - 10} Q${fx},${y - r - 30} ${fx + 60},${y - r - 10}`,
      'none',
      `stroke="${colour}" stroke-width="16"`,
    )
  if (shape === 'trail') {
    for (const cx of [rx, fx])
      for (let a = 0; a < 24; a++)
        b += circle(cx + Math.cos(a / 3.82) * r, y + Math.sin(a / 3.82) * r, 6, '#111')
  }
  return svg(b, defs)
}

export function truck(shape: TruckShape, colour: string, tone: string): string {
  const { defs, body } = backdrop(tone)
  let b = body + ellipse(640, 690, 560, 22, '#000', 'opacity="0.25"')
  const cab = (x: number, top: number) =>
    path(
      `M${x},600 L${x},${top + 20} Q${x},${top} ${x + 20},${top} L${x + 210},${top} Q${x + 240},${top} ${x + 245},${top + 40} L${x + 260},600 Z`,
      colour,
    ) +
    path(
      `M${x + 140},${top + 30} L${x + 225},${top + 30} L${x + 238},${top + 150} L${x + 140},${top + 150} Z`,
      'url(#glass)',
    ) +
    rect(x + 20, top + 30, 100, 110, 'url(#glass)') +
    rect(x + 235, 520, 30, 40, '#fff3c4')
  if (shape === 'van') {
    b += path(
      'M190,610 L190,250 Q190,220 220,220 L850,220 Q900,220 930,280 L1040,430 Q1070,460 1070,500 L1070,610 Z',
      colour,
    )
    b +=
      path('M870,250 L915,290 L1000,420 L870,420 Z', 'url(#glass)') +
      line(600, 230, 600, 600, shade(colour, -0.3), 4)
    b += wheel(360, 620, 70) + wheel(910, 620, 70)
  } else {
    const tractor = shape === 'tractor'
    const cabX = tractor ? 800 : 820
    const top = tractor ? 170 : 260
    if (tractor) b += rect(60, 260, 720, 330, shade(colour, 0.6)) + rect(60, 590, 720, 20, '#333')
    else if (shape === 'heavy') {
      b += rect(120, 420, 690, 180, '#8a6a48')
      for (let x = 130; x < 800; x += 45) b += line(x, 425, x, 595, '#6d5136', 6)
    } else b += rect(160, 260, 650, 340, '#f1f1f1') + rect(160, 260, 650, 14, '#d5d5d5')
    b += cab(cabX, top) + rect(100, 600, 1000, 20, '#2a2a2a')
    const wheels = tractor ? [200, 330, 680, 960] : shape === 'heavy' ? [300, 420, 960] : [330, 960]
    for (const x of wheels) b += wheel(x, 625, 68)
  }
  return svg(b, defs)
}

/** Driver's view of a dashboard: wheel, instruments, centre screen. */
export function dashboard(trim: string, screen = true): string {
  let b = rect(0, 0, 1280, 380, 'url(#road)') + path('M0,380 Q640,300 1280,380 L1280,860 L0,860 Z', trim)
  b += path('M0,420 Q640,350 1280,420 L1280,470 Q640,400 0,470 Z', shade(trim, -0.25))
  b +=
    circle(420, 620, 230, 'none', `stroke="${shade(trim, -0.5)}" stroke-width="46"`) +
    circle(420, 620, 60, shade(trim, -0.45))
  b += line(420, 620, 230, 600, shade(trim, -0.5), 40) + line(420, 620, 610, 600, shade(trim, -0.5), 40)
  b +=
    rect(330, 430, 180, 80, '#0e1a24', 'rx="14"') +
    circle(380, 470, 26, '#1c6fb2') +
    circle(460, 470, 26, '#c0392b')
  if (screen)
    b += rect(760, 440, 260, 160, '#0e1a24', 'rx="14"') + rect(775, 455, 230, 130, '#2f6f95', 'rx="8"')
  return svg(b, vGradient('road', '#9cc8e8', '#d8cdb0'))
}

export function seats(upholstery: string): string {
  let b = rect(0, 0, 1280, 860, shade(upholstery, -0.55)) + rect(0, 0, 1280, 260, '#cfd6dc')
  for (const x of [240, 740]) {
    b += rect(x, 180, 300, 420, upholstery, 'rx="60"') + rect(x + 60, 90, 180, 110, upholstery, 'rx="40"')
    for (let y = 260; y < 560; y += 70) b += line(x + 30, y, x + 270, y, shade(upholstery, -0.25), 5)
    b += rect(x - 20, 560, 340, 200, shade(upholstery, -0.1), 'rx="40"')
  }
  return svg(b)
}

/** A motorcycle's instrument cluster seen from the saddle. */
export function bikePanel(colour: string): string {
  let b = rect(0, 0, 1280, 860, 'url(#road)') + path('M200,860 Q640,380 1080,860 Z', colour)
  b +=
    line(140, 470, 1140, 470, '#2b2b2b', 36) +
    circle(640, 470, 140, '#1b1b1b') +
    circle(640, 470, 110, '#0e1a24')
  b +=
    rect(575, 440, 130, 60, '#3aa0d8', 'rx="8"') +
    circle(520, 390, 12, '#27ae60') +
    circle(760, 390, 12, '#f1c40f')
  return svg(b, vGradient('road', '#9cc8e8', '#cdb98f'))
}
