import { bush, line, poly, rect, shade, skyLayer, svg, tree, vGradient, type Sky } from './svg'

// Land, lots, rural properties and commercial buildings.

const HORIZON = 520

function hills(colour: string): string {
  return poly(
    [
      [0, HORIZON],
      [0, 430],
      [180, 400],
      [420, 440],
      [650, 395],
      [900, 430],
      [1120, 390],
      [1280, 420],
      [1280, HORIZON],
    ],
    colour,
  )
}

/** An empty plot: dry ground, fence posts, a red "for sale" board (blank: no text in the pictures). */
export function emptyLand(soil: string, sky: Sky, seed: number, walled = false): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + hills('#8ea77e') + rect(0, HORIZON, 1280, 340, 'url(#soil)')
  for (let i = 0; i < 40; i++)
    b += bush(((seed + i) * 173) % 1280, 560 + ((i * 47) % 280), 30 + (i % 4) * 12, '#8c9a55')
  if (walled) {
    b += rect(0, 470, 240, 120, '#efe3c8') + rect(1040, 460, 240, 130, '#d8e0e6')
    b += poly(
      [
        [240, 560],
        [1040, 560],
        [1180, 700],
        [100, 700],
      ],
      'none',
      `stroke="${shade(soil, 0.5)}" stroke-width="26"`,
    )
  } else {
    for (let x = 40; x < 1280; x += 110) b += rect(x, 600, 12, 90, '#6b5037')
    for (const y of [620, 650]) b += line(0, y, 1280, y, '#555', 2)
  }
  b +=
    rect(860, 520, 12, 170, '#5a4331') +
    rect(780, 480, 180, 110, '#c23b2a') +
    rect(795, 495, 150, 80, '#f7f2ea')
  b += tree(160, 560, 120, '#6d8f45')
  return svg(b, s.defs + vGradient('soil', shade(soil, 0.1), shade(soil, -0.15)))
}

/** Bean fields in rows up to the horizon, a farmhouse with a water tank. */
export function farm(crop: string, sky: Sky, seed: number): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + hills('#7f9c6e') + rect(0, HORIZON, 1280, 340, '#a27d52')
  for (let i = -12; i <= 12; i++)
    b += poly(
      [
        [640 + i * 28, HORIZON],
        [640 + i * 28 + 10, HORIZON],
        [640 + i * 150 + 40, 860],
        [640 + i * 150 - 40, 860],
      ],
      crop,
    )
  b +=
    rect(880, 410, 220, 110, '#f1e7d0') +
    poly(
      [
        [860, 415],
        [990, 350],
        [1120, 415],
      ],
      '#b5543a',
    ) +
    rect(960, 460, 40, 60, '#6b4a2b')
  b += rect(1150, 330, 8, 190, '#666') + rect(1200, 330, 8, 190, '#666') + rect(1130, 290, 100, 60, '#3c6e9e')
  b += tree(120, 520, 110, '#587d3c') + tree(300, 515, 80, '#648a44')
  return svg(b, s.defs)
}

/** A country house (chácara) with a veranda, a pool and trees. */
export function ranch(wall: string, sky: Sky, seed: number): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + hills('#86a672') + rect(0, HORIZON, 1280, 340, '#7fae5a')
  b +=
    rect(300, 330, 620, 200, wall) +
    poly(
      [
        [240, 340],
        [610, 220],
        [980, 340],
      ],
      '#a9492f',
    ) +
    rect(240, 340, 740, 24, '#8c3b25')
  for (const x of [330, 480, 740, 890]) b += rect(x, 364, 16, 166, '#6b4a2b')
  b += rect(420, 400, 120, 80, 'url(#water)') + rect(640, 390, 90, 140, '#6b4a2b')
  b +=
    poly(
      [
        [360, 640],
        [980, 640],
        [1080, 780],
        [260, 780],
      ],
      'url(#water)',
    ) +
    poly(
      [
        [360, 640],
        [980, 640],
        [1080, 780],
        [260, 780],
      ],
      'none',
      'stroke="#e8e1d0" stroke-width="16"',
    )
  b += tree(120, 560, 150, '#4f8a3c') + tree(1150, 560, 170, '#5d9443') + bush(1000, 530, 120)
  return svg(b, s.defs + vGradient('water', '#7fd3ea', '#2f93c0'))
}

/** A row of shops with awnings. */
export function storefront(colours: string[], sky: Sky, seed: number): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + rect(0, 600, 1280, 260, '#565656') + rect(0, 560, 1280, 50, '#c9c4ba')
  colours.forEach((c, i) => {
    const x = 20 + i * 415
    b += rect(x, 180, 400, 390, shade(c, 0.55)) + rect(x, 180, 400, 60, c)
    b += rect(x + 30, 330, 340, 230, 'url(#glass)') + line(x + 200, 330, x + 200, 560, '#ddd', 6)
    for (let k = 0; k < 8; k++)
      b += poly(
        [
          [x + k * 50, 270],
          [x + k * 50 + 50, 270],
          [x + k * 50 + 50, 320],
          [x + k * 50, 320],
        ],
        k % 2 ? c : '#f5f5f5',
      )
  })
  return svg(b, s.defs + vGradient('glass', '#a9cde6', '#4d7391'))
}

/** A warehouse with an arched metal roof and a loading door. */
export function warehouse(wall: string, sky: Sky, seed: number): string {
  const s = skyLayer(sky, HORIZON, seed)
  let b = s.body + hills('#8ea77e') + rect(0, HORIZON, 1280, 340, '#b8ad98')
  b += `<path d="M160,330 Q640,130 1120,330 Z" fill="#a8b0b6"/>`
  for (let x = 200; x < 1100; x += 40)
    b += line(x, 320 - Math.sin(((x - 160) / 960) * Math.PI) * 95, x, 330, '#8d959b', 3)
  b += rect(160, 330, 960, 300, wall) + rect(480, 420, 320, 210, '#9aa1a6')
  for (let y = 430; y < 630; y += 18) b += line(485, y, 795, y, '#80878c', 5)
  for (const x of [230, 900]) b += rect(x, 380, 150, 70, 'url(#glass)')
  b += rect(0, 640, 1280, 220, '#6a6a6a')
  return svg(b, s.defs + vGradient('glass', '#a9cde6', '#4d7391'))
}

/** A glass office building. */
export function officeBuilding(frame: string, sky: Sky, seed: number): string {
  const s = skyLayer(sky, 600, seed)
  let b = s.body + rect(0, 560, 1280, 60, '#a9b59a') + rect(380, 60, 520, 580, frame)
  for (let y = 80; y < 600; y += 62)
    for (let x = 398; x + 74 <= 890; x += 82) b += rect(x, y, 74, 52, 'url(#glass)')
  b +=
    rect(560, 560, 160, 80, '#2d3b45') +
    rect(0, 640, 1280, 220, '#565656') +
    tree(200, 640, 150) +
    tree(1080, 640, 140)
  return svg(b, s.defs + vGradient('glass', '#bcdcf0', '#3f6f93'))
}
