import { useLingui } from '@lingui/react/macro'
import { saveDeal, type Deal } from './deal-preference'
import './deal-switch.css'
import '../../lib/i18n/discovery-catalog'

/**
 * Comprar / Alugar, asked before anything else. Pressing the chosen one again lists both. The choice is
 * remembered for the next search.
 */
export function DealSwitch({
  value,
  onChange,
}: {
  value?: Deal
  onChange: (deal: Deal | undefined) => void
}) {
  const { t } = useLingui()
  const choose = (deal: Deal) => {
    const next = value === deal ? undefined : deal
    saveDeal(next)
    onChange(next)
  }
  return (
    <div className="deal-switch" role="group" aria-label={t`Comprar ou alugar`}>
      <button type="button" aria-pressed={value === 'sale'} onClick={() => choose('sale')}>
        {t`Comprar`}
      </button>
      <button type="button" aria-pressed={value === 'rent'} onClick={() => choose('rent')}>
        {t`Alugar`}
      </button>
    </div>
  )
}
