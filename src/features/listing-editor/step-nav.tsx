import '../../lib/i18n/listing-catalog'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/** The edit steps (docs/product.md, The listing editor) are description, location, features, media and publish. */
export const STEPS = ['descricao', 'localizacao', 'caracteristicas', 'fotos', 'publicar'] as const
export type EditorStep = (typeof STEPS)[number]

/** The step indicator: one scrollable form, the section in view highlighted, each step a jump link. */
export function StepNav() {
  const { t } = useLingui()
  const labels: Record<(typeof STEPS)[number], string> = {
    descricao: t`Descrição`,
    localizacao: t`Localização`,
    caracteristicas: t`Características`,
    fotos: t`Fotos`,
    publicar: t`Publicar`,
  }
  const [current, setCurrent] = useState<string>(STEPS[0])
  const top = useHeaderHeight()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    // Keep the current step in sight in the strip (phones scroll it sideways).
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="step"]')
    const strip = nav.current
    if (link && strip)
      strip.scrollTo({
        left: link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2,
        behavior: 'smooth',
      })
  }, [current])
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)
        if (visible[0]) setCurrent(visible[0].target.id)
      },
      { rootMargin: '-30% 0px -60% 0px' },
    )
    for (const id of STEPS) {
      const el = document.getElementById(id)
      if (el) observer.observe(el)
    }
    return () => observer.disconnect()
  }, [])
  return (
    <nav ref={nav} className="step-nav" aria-label={t`Etapas do anúncio`} style={{ top }}>
      <ol>
        {STEPS.map((id, i) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={current === id ? 'step' : undefined}>
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              {labels[id]}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The sticky site header's height (it wraps to more rows on phones), so the step bar sticks right below it. */
function useHeaderHeight(): number | undefined {
  const [height, setHeight] = useState<number>()
  useEffect(() => {
    const header = document.querySelector('.site-header')
    if (!header || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height))
    observer.observe(header)
    return () => observer.disconnect()
  }, [])
  return height
}
