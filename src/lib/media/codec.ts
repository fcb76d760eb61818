// Decoding and encoding with what the browser offers: createImageBitmap + OffscreenCanvas (also in
// workers), else an <img> and a <canvas>. Kept apart from prepare.ts so the policy can be unit-tested
// with a fake codec; the real one is exercised in the browser (e2e).
export interface DecodedImage {
  width: number
  height: number
  source: CanvasImageSource
  close(): void
}

export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>
  /** Null when the browser produced nothing. JPEG gets a white background (no alpha). */
  encode(
    image: DecodedImage,
    size: { width: number; height: number },
    type: string,
    quality: number,
  ): Promise<Blob | null>
}

async function decodeWithBitmap(file: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() }
}

async function decodeWithImg(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file)
  const img = new Image()
  img.src = url
  try {
    await img.decode()
  } catch (err) {
    URL.revokeObjectURL(url)
    throw err
  }
  return {
    width: img.naturalWidth,
    height: img.naturalHeight,
    source: img,
    close: () => URL.revokeObjectURL(url),
  }
}

function draw(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  image: DecodedImage,
  size: { width: number; height: number },
  type: string,
) {
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, size.width, size.height)
  }
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(image.source, 0, 0, size.width, size.height)
}

export function browserCodec(): ImageCodec {
  const hasBitmap = typeof createImageBitmap === 'function'
  const hasOffscreen = typeof OffscreenCanvas === 'function'
  return {
    decode: hasBitmap ? decodeWithBitmap : decodeWithImg,
    async encode(image, size, type, quality) {
      if (hasOffscreen) {
        const canvas = new OffscreenCanvas(size.width, size.height)
        const ctx = canvas.getContext('2d')
        if (!ctx) return null
        draw(ctx, image, size, type)
        return canvas.convertToBlob({ type, quality })
      }
      const canvas = document.createElement('canvas')
      canvas.width = size.width
      canvas.height = size.height
      const ctx = canvas.getContext('2d')
      if (!ctx) return null
      draw(ctx, image, size, type)
      return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
    },
  }
}
