import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { SCROLL_TOP_THRESHOLD_PX } from '../../domain/constants'
import { ArrowUpIcon } from '../../ui/icons'

/** Appears after 400 px of scrolling and scrolls back smoothly. */
export function ScrollToTop() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t({ id: 'scroll_top', message: 'Voltar ao topo' })}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon size={22} />
    </button>
  )
}
