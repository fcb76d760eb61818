import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import '../../../ui/status-page.css'
import '../../../lib/i18n/discovery-catalog'

/** The screen of a property that does not exist (or no longer does). */
export function PropertyNotFound() {
  const { t } = useLingui()
  return (
    <section className="container error-page" aria-labelledby="pnf-title">
      <PageTitle title={t`Imóvel não encontrado`} />
      <p className="error-page-code">404</p>
      <h1 id="pnf-title">
        <Trans>Imóvel não encontrado</Trans>
      </h1>
      <p>
        <Trans id="property.not_found">O imóvel que você está procurando não existe ou foi removido.</Trans>
      </p>
      <Link to="/imoveis" className={buttonClass()}>
        <Trans>Ver outros imóveis</Trans>
      </Link>
    </section>
  )
}
