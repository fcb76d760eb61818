import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../../ui/skeleton'

/** Shown when a route takes more than a second to load (the top bar has been moving since 200 ms). */
export function PagePending() {
  const { t } = useLingui()
  return (
    <div className="container page-pending">
      <Spinner label={t({ id: 'loading', message: 'Carregando…' })} />
    </div>
  )
}
