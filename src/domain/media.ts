import { z } from 'zod'

/** Widths (px) of the WebP variants made for every image. */
export const imageWidths = [320, 640, 1280] as const

export const imageSchema = z.object({
  id: z.string(),
  /** Base URL; a variant is `${base}/${width}.webp`. Content-addressed, immutable. */
  base: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullable(),
  /** The picture's dominant colour (`#rrggbb`), painted in its place until it loads; absent until computed. */
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
})
export type Image = z.infer<typeof imageSchema>

export const imageUrl = (image: Pick<Image, 'base'>, width: (typeof imageWidths)[number]): string =>
  `${image.base}/${width}.webp`

export const imageSrcSet = (image: Pick<Image, 'base'>): string =>
  imageWidths.map((w) => `${imageUrl(image, w)} ${w}w`).join(', ')
