import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Image } from '../../domain/media'
import { firstPaintImages } from '../../domain/first-paint-images'
import { useLowData } from '../../lib/low-data/use-low-data'
import { ResponsiveImage } from '../../ui/responsive-image'

// The server preloads the first card's cover with these same sizes and widths (a mismatch downloads it twice).
const { sizes: CARD_SIZES, widths: CARD_WIDTHS } = firstPaintImages.card

/**
 * A card's cover; in low-data mode its dominant colour with a "Ver foto" button until tapped (no request before).
 */
export function CardPhoto({
  cover,
  eager,
  priority,
}: {
  /** A favourite's saved cover has no colour: the placeholder is then the skeleton's grey. */
  cover: Pick<Image, 'base' | 'width' | 'height'> & Partial<Pick<Image, 'colour'>>
  eager: boolean
  priority: boolean
}) {
  const { t } = useLingui()
  const lowData = useLowData()
  const [tapped, setTapped] = useState(false)
  if (lowData && !tapped) {
    return (
      <button
        type="button"
        className="listing-card-placeholder"
        style={cover.colour ? { backgroundColor: cover.colour } : undefined}
        onClick={() => setTapped(true)}
        aria-label={t`Ver a foto (economia de dados)`}
      >
        <span aria-hidden="true">{t`Ver foto`}</span>
      </button>
    )
  }
  return (
    <ResponsiveImage
      image={{ ...cover, alt: null }}
      alt=""
      sizes={CARD_SIZES}
      widths={CARD_WIDTHS}
      eager={eager || tapped}
      priority={priority}
    />
  )
}
