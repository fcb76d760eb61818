import { circle, ellipse, line, path, rect, shade, svg, vGradient } from './svg'

// Interiors: living room, kitchen, bedroom and bathroom, each with a wall colour and an accent colour.

const FLOOR = 620

function base(wall: string, floor: string, defs = ''): { defs: string; body: string } {
  let body = rect(0, 0, 1280, FLOOR, wall) + rect(0, FLOOR, 1280, 240, floor)
  for (let x = -200; x < 1400; x += 120)
    body += line(x, FLOOR, x + (x - 640) * 0.6, 860, shade(floor, -0.15), 3)
  body += rect(0, FLOOR - 14, 1280, 14, shade(wall, -0.25))
  return { defs: vGradient('glass', '#bfe0f5', '#7fb3d6') + defs, body }
}

function windowWithCurtains(x: number, y: number, w: number, h: number, curtain: string): string {
  return (
    rect(x, y, w, h, 'url(#glass)') +
    rect(x - 10, y - 10, w + 20, 10, '#f3f3f3') +
    line(x + w / 2, y, x + w / 2, y + h, '#f3f3f3', 8) +
    path(
      `M${x - 40},${y - 20} L${x + 40},${y - 20} Q${x + 20},${y + h / 2} ${x + 30},${y + h + 30} L${x - 40},${y + h + 30} Z`,
      curtain,
    ) +
    path(
      `M${x + w + 40},${y - 20} L${x + w - 40},${y - 20} Q${x + w - 20},${y + h / 2} ${x + w - 30},${y + h + 30} L${x + w + 40},${y + h + 30} Z`,
      curtain,
    )
  )
}

export function livingRoom(wall: string, accent: string): string {
  const { defs, body } = base(wall, '#b08457')
  let b = body + windowWithCurtains(120, 140, 300, 300, shade(accent, 0.35))
  b +=
    rect(720, 170, 380, 220, '#1e1e1e') +
    rect(730, 180, 360, 200, '#2f4d66') +
    rect(700, 430, 420, 70, '#6e5138')
  b += rect(880, 500, 60, 120, '#6e5138')
  // Sofa.
  b += rect(230, 470, 480, 150, accent, 'rx="24"') + rect(200, 500, 70, 130, shade(accent, -0.15), 'rx="20"')
  b +=
    rect(670, 500, 70, 130, shade(accent, -0.15), 'rx="20"') +
    rect(270, 440, 200, 90, shade(accent, 0.1), 'rx="20"')
  b += rect(480, 440, 200, 90, shade(accent, 0.1), 'rx="20"')
  b += ellipse(470, 720, 330, 70, shade(accent, 0.55)) + rect(360, 650, 220, 20, '#5b4330', 'rx="6"')
  b += rect(1160, 470, 50, 150, '#8a6a4a') + ellipse(1185, 440, 70, 60, '#4e8b3f')
  return svg(b, defs)
}

export function kitchen(wall: string, accent: string): string {
  const { defs, body } = base(wall, '#d9d4cc')
  let b = body
  for (let y = 330; y < 470; y += 40)
    for (let x = 100; x < 1000; x += 60) b += rect(x, y, 58, 38, shade(wall, 0.35))
  b += windowWithCurtains(420, 120, 240, 180, shade(accent, 0.5))
  b += rect(80, 90, 300, 220, accent) + rect(700, 90, 300, 220, accent)
  for (const x of [230, 850]) b += line(x, 90, x, 310, shade(accent, -0.3), 4)
  b += rect(80, 470, 920, 150, accent) + rect(70, 455, 940, 22, '#3b3b3b')
  b +=
    rect(470, 462, 150, 10, '#a7a7a7') +
    path('M540,460 Q540,410 575,410', 'none', 'stroke="#a7a7a7" stroke-width="8"')
  for (const x of [760, 840]) b += ellipse(x, 462, 32, 8, '#222')
  b +=
    rect(1040, 150, 180, 470, '#e8e8e8', 'rx="10"') +
    line(1040, 330, 1220, 330, '#bbb', 4) +
    rect(1060, 200, 10, 80, '#999')
  return svg(b, defs)
}

export function bedroom(wall: string, accent: string): string {
  const { defs, body } = base(wall, '#a7825e')
  let b = body + windowWithCurtains(900, 150, 240, 260, shade(accent, 0.4))
  b += rect(300, 300, 520, 200, '#6f5237', 'rx="16"') + rect(260, 470, 600, 160, '#f2efe9', 'rx="16"')
  b +=
    rect(260, 520, 600, 120, accent, 'rx="16"') +
    ellipse(420, 470, 100, 34, '#ffffff') +
    ellipse(680, 470, 100, 34, '#ffffff')
  for (const x of [150, 880])
    b +=
      rect(x, 500, 110, 120, '#6f5237') +
      rect(x + 40, 440, 30, 60, '#cfc6b5') +
      ellipse(x + 55, 430, 45, 30, '#f6e7b8')
  b += rect(30, 120, 90, 500, shade(wall, -0.2))
  return svg(b, defs)
}

export function bathroom(wall: string, accent: string): string {
  const { defs, body } = base(wall, '#cfcac3')
  let b = body
  for (let y = 0; y < 620; y += 60)
    for (let x = 0; x < 1280; x += 60) b += rect(x + 1, y + 1, 58, 58, shade(wall, 0.3))
  b += rect(100, 180, 300, 240, '#dfe9ef', 'rx="12"') + rect(110, 190, 280, 220, '#c4d8e4', 'rx="8"')
  b +=
    rect(80, 440, 340, 180, accent) + rect(70, 430, 360, 20, '#f5f5f5') + ellipse(250, 432, 80, 12, '#e0e0e0')
  b +=
    rect(560, 420, 140, 90, '#f5f5f5', 'rx="30"') +
    ellipse(630, 560, 90, 60, '#f5f5f5') +
    rect(580, 520, 100, 100, '#f5f5f5')
  b += rect(820, 100, 380, 520, '#d6eaf5', 'opacity="0.55"') + rect(820, 100, 8, 520, '#b8b8b8')
  b += circle(1040, 160, 40, '#c0c0c0') + line(1040, 120, 1040, 100, '#c0c0c0', 8)
  return svg(b, defs)
}
