import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../ui/page-title'
import { ListingsTable } from './listings-table'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/properties: every property listing, to pause or archive one with a reason. */
export function PropertiesPage() {
  const { t } = useLingui()
  return (
    <div className="bo-page">
      <PageTitle title={t`Imóveis`} />
      <h1>
        <Trans>Imóveis</Trans>
      </h1>
      <ListingsTable kind="property" label={t`Imóveis`} />
    </div>
  )
}
