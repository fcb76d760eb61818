import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ArrowUpIcon } from '../../ui/icons'

/** How far down the page the back-to-top button appears (px). */
const SCROLL_TOP_THRESHOLD_PX = 400

/** Appears after 400 px of scrolling and scrolls back smoothly. */
export function ScrollToTop() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    // The page may open scrolled (back, a restored position). Read in the next frame, not now: right after a
    // render, reading the scroll position makes the browser lay the page out at once, inside this long task.
    const frame = requestAnimationFrame(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
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
