import type { Image } from '../domain/media'

type Width = 320 | 640 | 1280
const variant = (base: string, w: Width) => `${base}/${w}.webp`

export interface ResponsiveImageProps {
  image: Pick<Image, 'base' | 'width' | 'height' | 'alt'>
  alt: string
  sizes: string
  /** Variants offered; cards leave out 1280 so a 2x phone screen gets 640, not a photo four times too big. */
  widths?: readonly Width[]
  /** Above the fold: load now (and first of all with priority). */
  eager?: boolean
  priority?: boolean
  className?: string
}

/** A WebP image with srcset/sizes and intrinsic width/height (no layout shift); lazy unless eager. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  widths = [320, 640, 1280],
  eager = false,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const largest = widths[widths.length - 1] ?? 640
  const width = Math.min(largest, image.width)
  const height = Math.round((image.height / image.width) * width)
  return (
    <img
      className={className}
      src={variant(image.base, widths[1] ?? largest)}
      srcSet={widths.map((w) => `${variant(image.base, w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
