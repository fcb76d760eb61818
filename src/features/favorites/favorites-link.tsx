import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import './favorites-link.css'

/** The header's way to /favoritos: a heart on phones, with its word on wider screens. */
export function FavoritesLink() {
  const { t } = useLingui()
  return (
    <Link to="/favoritos" className="favorites-link" title={t`Favoritos`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="favorites-link-text">{t`Favoritos`}</span>
    </Link>
  )
}
