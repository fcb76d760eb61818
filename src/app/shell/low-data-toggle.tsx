import { Trans, useLingui } from '@lingui/react/macro'
import { chooseLowData } from '../../lib/low-data/mode'
import { useLowData } from '../../lib/low-data/use-low-data'
import './low-data-toggle.css'

const NOTE_ID = 'low-data-note'

/**
 * The header's "Economia de dados" switch (a pressed/not pressed button, kept in a cookie the server reads) and,
 * while the mode is on, a line under the header saying what it does.
 */
export function LowDataToggle() {
  const { t } = useLingui()
  const on = useLowData()
  return (
    <>
      <button
        type="button"
        className="low-data-toggle"
        aria-pressed={on}
        aria-describedby={NOTE_ID}
        onClick={() => chooseLowData(!on)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 3v11m-4-4 4 4 4-4M5 17v2h14v-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="low-data-toggle-text">{t`Economia de dados`}</span>
      </button>
    </>
  )
}

/**
 * What the switch does, read with it (its description), once per page and inside the header: no text of the page
 * sits outside a landmark. The switch may be in the header's row or, on the narrowest phones, in the sections menu.
 */
export function LowDataDescription() {
  return (
    <span id={NOTE_ID} className="visually-hidden">
      <Trans>fotos só ao tocar, mapas sob pedido.</Trans>
    </span>
  )
}

/**
 * What the mode does, under the header while it is on (outside the sticky header, which it would make taller): a
 * labelled landmark of its own, as every text of the page is in one.
 */
export function LowDataNote() {
  const { t } = useLingui()
  const on = useLowData()
  if (!on) return null
  return (
    <aside className="low-data-note" aria-label={t`Economia de dados`}>
      <strong>
        <Trans>Economia de dados ligada:</Trans>{' '}
      </strong>
      <Trans>fotos só ao tocar, mapas sob pedido.</Trans>
    </aside>
  )
}
