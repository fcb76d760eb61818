import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Button } from '../../../../ui/button'
import { Dialog } from '../../../../ui/dialog'
import { SubmitButton } from '../../../../ui/form-parts'
import { initialSquare, MAX_ZOOM, moveSquare, toCrop, zoomOf, zoomSquare, type Square } from './crop-math'
import '../../../../lib/i18n/account-catalog'

export type Crop = ReturnType<typeof toCrop>

/**
 * Square crop of a chosen photo: drag the box (mouse, touch or arrow keys), zoom with the slider, the wheel
 * or +/−. The crop is in the image's pixels; browsers show photos already turned by their EXIF orientation,
 * which is how the server reads them too.
 */
export function CropDialog({
  src,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  src: string
  pending: boolean
  error: string | null
  onCancel: () => void
  onConfirm: (crop: Crop) => void
}) {
  const { t } = useLingui()
  const img = useRef<HTMLImageElement>(null)
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const [square, setSquare] = useState<Square | null>(null)
  const [scale, setScale] = useState(1)
  const drag = useRef<{ x: number; y: number; start: Square } | null>(null)

  useEffect(() => {
    const el = img.current
    if (!el || !size) return
    const measure = () => setScale(el.getBoundingClientRect().width / size.w || 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [size])

  const onLoad = () => {
    const el = img.current
    if (!el) return
    const next = { w: el.naturalWidth, h: el.naturalHeight }
    setSize(next)
    setSquare(initialSquare(next.w, next.h))
  }

  const zoom = square && size ? zoomOf(square, size.w, size.h) : 1
  const setZoom = (z: number) => size && setSquare((s) => s && zoomSquare(s, z, size.w, size.h))
  const move = (dx: number, dy: number) =>
    size && setSquare((s) => s && moveSquare(s, dx, dy, size.w, size.h))

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!square) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, start: square }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || !size) return
    setSquare(moveSquare(d.start, (e.clientX - d.x) / scale, (e.clientY - d.y) / scale, size.w, size.h))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!size) return
    const step = (Math.min(size.w, size.h) / 50) * (e.shiftKey ? 5 : 1)
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const m = moves[e.key]
    if (m) move(m[0], m[1])
    else if (e.key === '+' || e.key === '=') setZoom(zoom + 0.1)
    else if (e.key === '-') setZoom(zoom - 0.1)
    else return
    e.preventDefault()
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t`Recortar foto`}
      description={t`Arraste o quadro para escolher a parte da foto e use o zoom para aproximar.`}
      maximizable
      className="crop-dialog"
    >
      <div className="crop-area">
        <div
          className="crop-stage"
          onWheel={(e) => {
            if (e.deltaY !== 0) setZoom(zoom - Math.sign(e.deltaY) * 0.1)
          }}
        >
          <img ref={img} src={src} alt={t`Foto escolhida`} draggable={false} onLoad={onLoad} />
          {square && (
            <div
              className="crop-box"
              tabIndex={0}
              role="group"
              aria-roledescription={t`área de recorte`}
              aria-label={t`Área de recorte: use as setas para mover e + ou − para o zoom`}
              style={{
                left: square.x * scale,
                top: square.y * scale,
                width: square.size * scale,
                height: square.size * scale,
              }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={onKeyDown}
            />
          )}
        </div>
      </div>
      <div className="crop-zoom">
        <label htmlFor="crop-zoom">
          <Trans>Zoom</Trans>
        </label>
        <input
          id="crop-zoom"
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <form
        className="dialog-actions"
        onSubmit={(e) => {
          e.preventDefault()
          if (square && size) onConfirm(toCrop(square, size.w, size.h))
        }}
      >
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </Button>
        <SubmitButton pending={pending} pendingLabel={t`Enviando foto…`}>
          <Trans>Usar esta foto</Trans>
        </SubmitButton>
      </form>
    </Dialog>
  )
}
