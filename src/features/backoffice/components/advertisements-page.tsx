import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../ui/page-title'
import { ListingsTable } from './listings-table'
import { VehicleReview } from './vehicle-review'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/advertisements: the vehicles' review queue, then every vehicle listing to moderate. */
export function AdvertisementsPage() {
  const { t } = useLingui()
  return (
    <div className="bo-page">
      <PageTitle title={t`Anúncios`} />
      <h1>
        <Trans>Anúncios de veículos</Trans>
      </h1>
      <VehicleReview />
      <h2>
        <Trans>Todos os veículos</Trans>
      </h2>
      <ListingsTable kind="vehicle" label={t`Veículos`} />
    </div>
  )
}
