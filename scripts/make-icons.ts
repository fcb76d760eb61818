// Renders the app's logo (a house and a car on the theme colour) into the PNG icons the manifest and
// iOS need, plus the SVG favicon. Run with `npx tsx scripts/make-icons.ts`; the outputs are committed.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'public', 'icons')
const theme = '#0b6e4f'
const accent = '#f6c343'

/**
 * The mark in a 100×100 box: a white house with a door and an amber car in front of it. Bold shapes
 * with no thin lines, so it still reads at 48 px. The car gets a theme-coloured outline to part it from
 * the house.
 */
const mark = `
  <path d="M10 47 L46 15 L82 47 L74 47 L74 82 L18 82 L18 47 Z" fill="#fff"/>
  <rect x="30" y="56" width="13" height="26" fill="${theme}"/>
  <g stroke="${theme}" stroke-width="4" stroke-linejoin="round">
    <path d="M44 66 L52 52 Q54 49 57 49 L79 49 Q82 49 84 52 L91 66 Q95 67 95 71 L95 80 Q95 83 92 83 L44 83 Q41 83 41 80 L41 71 Q41 67 44 66 Z" fill="${accent}"/>
    <circle cx="55" cy="83" r="8" fill="#fff"/>
    <circle cx="81" cy="83" r="8" fill="#fff"/>
  </g>
  <path d="M53 64 L57 55 L66 55 L66 64 Z M70 64 L70 55 L79 55 L84 64 Z" fill="${theme}"/>
`

/** `inset` is the share of the canvas the mark may fill (maskable icons keep it inside the 80 % safe circle). */
function svg(size: number, { inset, rounded }: { inset: number; rounded: boolean }): string {
  const box = size * inset
  const offset = (size - box) / 2
  const radius = rounded ? size * 0.18 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${theme}"/>
  <g transform="translate(${offset - box * 0.025} ${offset - box * 0.03}) scale(${box / 100})">${mark}</g>
</svg>`
}

async function png(file: string, size: number, opts: { inset: number; rounded: boolean }): Promise<void> {
  await sharp(Buffer.from(svg(size, opts)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(outDir, file))
  console.log(`public/icons/${file}`)
}

fs.mkdirSync(outDir, { recursive: true })
const any = { inset: 0.8, rounded: true }
// Maskable: full-bleed background; the mark stays inside the central 80 % circle (about 56 % of the side).
const maskable = { inset: 0.56, rounded: false }
await png('icon-192.png', 192, any)
await png('icon-512.png', 512, any)
await png('maskable-192.png', 192, maskable)
await png('maskable-512.png', 512, maskable)
// iOS draws its own rounded corners and ignores transparency: a square, full-bleed icon.
await png('apple-touch-icon.png', 180, { inset: 0.72, rounded: false })
await png('icon-48.png', 48, any)
fs.writeFileSync(path.join(root, 'public', 'favicon.svg'), svg(100, any).replace(/\n\s*/g, ' ') + '\n')
console.log('public/favicon.svg')
