import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import type { Selection } from './use-selection'

/** Above a dashboard list: how many listings are picked ("3 selecionados"), pick all on the page, clear. */
export function SelectionBar({ selection, total }: { selection: Selection; total: number }) {
  const { t } = useLingui()
  const count = selection.selected.length
  return (
    <div className="my-selection" role="group" aria-label={t`Seleção de anúncios`}>
      <p className="my-selection-count" role="status">
        {count === 0 ? t`Nenhum selecionado` : count === 1 ? t`1 selecionado` : t`${count} selecionados`}
      </p>
      {count < total && (
        <Button small variant="ghost" onClick={selection.all}>
          <Trans>Selecionar todos</Trans>
        </Button>
      )}
      {count > 0 && (
        <Button small variant="ghost" onClick={selection.clear}>
          <Trans>Limpar seleção</Trans>
        </Button>
      )}
    </div>
  )
}
