/**
 * The images a page paints first, as the web app's <img> shows them: the server preloads the same srcset and sizes
 * (a preload that differs is a second download, not a head start). The detail gallery's first slide, and a card.
 */
export const firstPaintImages = {
  gallery: {
    sizes: '(min-width: 75rem) 51rem, (min-width: 64rem) calc(100vw - 26rem), 100vw',
    widths: [320, 640, 1280],
  },
  /** The gallery in low-data mode (src/domain/low-data.ts): the smallest variant only. */
  galleryLowData: {
    sizes: '(min-width: 75rem) 51rem, (min-width: 64rem) calc(100vw - 26rem), 100vw',
    widths: [320],
  },
  card: {
    sizes: '(min-width: 75rem) 18rem, (min-width: 52rem) 33vw, (min-width: 36rem) 50vw, 100vw',
    widths: [320, 640],
  },
} as const
