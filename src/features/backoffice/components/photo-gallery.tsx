import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { imageUrl, type Image } from '../../../domain/media'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import '../../../lib/i18n/backoffice-catalog'

/**
 * Every photo of a listing under review, as thumbnails; each opens large in a dialog where the arrow keys (and
 * Home/End) move between photos and Escape closes, so the team judges the whole gallery, not only the cover.
 */
export function PhotoGallery({ images, name }: { images: Image[]; name: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  // Closing gives the focus to the thumbnail of the photo last shown: the keyboard goes on from there.
  const close = (last: number) => {
    setOpen(null)
    requestAnimationFrame(() => thumbs.current[last]?.focus())
  }
  if (images.length === 0)
    return (
      <p className="muted">
        <Trans>Sem fotos.</Trans>
      </p>
    )
  return (
    <>
      <ul className="bo-photos" aria-label={t`Fotos de ${name}`}>
        {images.map((image, i) => (
          <li key={image.base}>
            <button
              type="button"
              className="bo-photo"
              ref={(el) => {
                thumbs.current[i] = el
              }}
              aria-label={t`Abrir foto ${i + 1} de ${images.length}`}
              onClick={() => setOpen(i)}
            >
              <img src={imageUrl(image, 320)} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox images={images} name={name} index={open} onIndex={setOpen} onClose={() => close(open)} />
      )}
    </>
  )
}

function Lightbox({
  images,
  name,
  index,
  onIndex,
  onClose,
}: {
  images: Image[]
  name: string
  index: number
  onIndex(index: number): void
  onClose(): void
}) {
  const { t } = useLingui()
  const count = images.length
  const go = (next: number) => onIndex(Math.max(0, Math.min(count - 1, next)))
  // The arrows work wherever the focus is in the dialog (the close button, the previous/next buttons).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: count - 1,
      }
      const next = moves[e.key]
      if (next === undefined) return
      e.preventDefault()
      onIndex(Math.max(0, Math.min(count - 1, next)))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, count, onIndex])
  const image = images[index]!
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`${name}: foto ${index + 1} de ${count}`}
      className="bo-lightbox"
      closeOnMask
    >
      <figure className="bo-lightbox-figure">
        <img src={imageUrl(image, 1280)} alt={t`Foto ${index + 1} de ${count} de ${name}`} />
      </figure>
      <div className="bo-actions bo-lightbox-nav">
        <Button variant="secondary" small disabled={index === 0} onClick={() => go(index - 1)}>
          <Trans>Foto anterior</Trans>
        </Button>
        <span aria-live="polite">{t`${index + 1} de ${count}`}</span>
        <Button variant="secondary" small disabled={index === count - 1} onClick={() => go(index + 1)}>
          <Trans>Próxima foto</Trans>
        </Button>
      </div>
    </Dialog>
  )
}
