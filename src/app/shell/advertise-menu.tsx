import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * The header's 'Anunciar': an owner starts the step-by-step flow, a broker or an agency reaches the business page.
 * A disclosure (details/summary): a button with its expanded state for screen readers, Enter/Space to open,
 * Escape or a click elsewhere to close.
 */
export function AdvertiseMenu() {
  const { t } = useLingui()
  const details = useRef<HTMLDetailsElement>(null)
  const close = () => details.current?.removeAttribute('open')
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  return (
    <details
      ref={details}
      className="advertise-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          close()
          details.current?.querySelector('summary')?.focus()
        }
      }}
    >
      <summary>
        <Trans id="nav.advertise">Anunciar</Trans>
      </summary>
      <ul className="advertise-menu-list" aria-label={t`Como você quer anunciar`} onClick={close}>
        <li>
          <Link to="/anunciar/proprietario">
            <Trans>Sou proprietário</Trans>
          </Link>
        </li>
        <li>
          <Link to="/anunciar/imobiliaria-ou-corretor">
            <Trans>Sou corretor ou imobiliária</Trans>
          </Link>
        </li>
      </ul>
    </details>
  )
}
