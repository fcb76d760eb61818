import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Image } from '../domain/media'
import { firstPaintImages } from '../domain/first-paint-images'
import { ExpandIcon } from './detail-icons'
import { ChevronLeftIcon, ChevronRightIcon } from './detail-icons'
import { useLowData } from '../lib/low-data/use-low-data'
import { ResponsiveImage } from './responsive-image'
import './gallery.css'
import '../lib/i18n/discovery-catalog'

// The server preloads the first photo with these same sizes and widths (a mismatch downloads it twice).
const { sizes: INLINE_SIZES, widths: INLINE_WIDTHS } = firstPaintImages.gallery
/** Low-data mode: the smallest variant, inline and full screen. */
const LOW_DATA_WIDTHS = firstPaintImages.galleryLowData.widths

/** Keys that move between photos: arrows, Home and End. */
function moveFor(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: count - 1,
  }
  const next = moves[key]
  return next === undefined ? undefined : Math.max(0, Math.min(count - 1, next))
}

interface SlidesProps {
  images: Image[]
  alt: string
  sizes: string
  /** Full screen: photos whole (contain) on black, the 1280 px variant offered. */
  full?: boolean
  index: number
  onIndex: (index: number) => void
  onOpen?: () => void
  startAt?: number
}

interface FullView {
  /** The photo it opened on. */
  start: number
  index: number
}

/** A row of photos: swipe (scroll-snap), previous/next buttons, arrow keys when focused, a counter. */
function Slides({ images, alt, sizes, full, index, onIndex, onOpen, startAt = 0 }: SlidesProps) {
  const { t } = useLingui()
  const lowData = useLowData()
  const track = useRef<HTMLUListElement>(null)
  const count = images.length
  // Full screen opens on the photo that was showing, with the focus on the photos (arrow keys work at once).
  useEffect(() => {
    const el = track.current
    if (!full || !el) return
    el.scrollLeft = startAt * el.clientWidth
    el.focus({ preventScroll: true })
  }, [full, startAt])
  const go = (next: number, smooth = true) => {
    const el = track.current
    if (el) el.scrollTo({ left: next * el.clientWidth, behavior: smooth ? 'smooth' : 'instant' })
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const next = moveFor(e.key, index, count)
    if (next === undefined) return
    e.preventDefault()
    // Handled here: the full-screen dialog's own key handler must not move a second time.
    e.stopPropagation()
    go(next)
  }
  return (
    <div className={full ? 'gallery-slides gallery-full-slides' : 'gallery-slides'}>
      <ul
        className="gallery-track"
        ref={track}
        tabIndex={0}
        aria-label={t`Fotos: use as setas para navegar`}
        onScroll={(e) => {
          const el = e.currentTarget
          if (el.clientWidth > 0) onIndex(Math.round(el.scrollLeft / el.clientWidth))
        }}
        onKeyDown={onKeyDown}
      >
        {images.map((image, i) => (
          <li
            key={image.id}
            className="gallery-slide"
            aria-roledescription={t`foto`}
            aria-label={t`Foto ${i + 1} de ${count}`}
            onClick={onOpen}
          >
            <ResponsiveImage
              image={image}
              alt={image.alt ?? alt}
              sizes={sizes}
              widths={lowData ? LOW_DATA_WIDTHS : full ? undefined : INLINE_WIDTHS}
              eager={!full && i === 0}
              priority={!full && i === 0}
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            className="gallery-nav gallery-prev"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t`Foto anterior`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="gallery-nav gallery-next"
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label={t`Próxima foto`}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <p className="gallery-counter" aria-live="polite">
        {index + 1} / {count}
      </p>
    </div>
  )
}

/** Photo gallery with a full-screen view (a modal dialog: Escape or the close button leave it). */
export function Gallery({ images, alt }: { images: Image[]; alt: string }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [full, setFull] = useState<FullView | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  if (images.length === 0) {
    return (
      <div className="gallery gallery-empty">
        <p>{t`Este anúncio ainda não tem fotos.`}</p>
      </div>
    )
  }

  const open = () => {
    setFull({ start: index, index })
    dialog.current?.showModal()
  }
  // Arrow keys anywhere in the full-screen view (the focus may be on the close button).
  const onDialogKeyDown = (e: KeyboardEvent) => {
    const next = full && moveFor(e.key, full.index, images.length)
    const slides = dialog.current?.querySelector<HTMLElement>('.gallery-track')
    if (next === undefined || next === null || !slides) return
    e.preventDefault()
    slides.scrollTo({ left: next * slides.clientWidth, behavior: 'smooth' })
  }
  return (
    <section className="gallery" aria-label={t`Fotos do anúncio`}>
      <Slides images={images} alt={alt} sizes={INLINE_SIZES} index={index} onIndex={setIndex} onOpen={open} />
      <button type="button" className="gallery-expand" onClick={open} aria-haspopup="dialog">
        <ExpandIcon size={18} />
        <span>{t`Ampliar`}</span>
      </button>
      <dialog
        ref={dialog}
        className="gallery-dialog"
        aria-label={t`Fotos em tela cheia`}
        onClose={() => setFull(null)}
        onKeyDown={onDialogKeyDown}
      >
        {full && (
          <Slides
            images={images}
            alt={alt}
            sizes="100vw"
            full
            index={full.index}
            onIndex={(i) => setFull((f) => f && { ...f, index: i })}
            startAt={full.start}
          />
        )}
        <button
          type="button"
          className="gallery-close"
          onClick={() => dialog.current?.close()}
          aria-label={t`Fechar fotos em tela cheia`}
        >
          ×
        </button>
      </dialog>
    </section>
  )
}
