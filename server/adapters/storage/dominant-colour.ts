import sharp from 'sharp'

/**
 * A picture's dominant colour as `#rrggbb`: what a page paints in the photo's place before (or instead of)
 * loading it. Read from a 64 px copy (sharp's histogram of the full picture costs ten times more for the same
 * answer).
 */
export async function dominantColour(bytes: Buffer): Promise<string> {
  const small = await sharp(bytes).resize(64, 64, { fit: 'inside' }).toBuffer()
  const { r, g, b } = (await sharp(small).stats()).dominant
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
