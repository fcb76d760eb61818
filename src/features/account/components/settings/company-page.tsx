import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { errorMsg } from '../../../../domain/messages'
import { buttonClass } from '../../../../ui/button'
import { currentUserQueryOptions } from '../../api/get-current-user'
import { useAgency } from '../../api/get-agency'
import { CompanyAddressTab } from './company-address-tab'
import { CompanyGeneralTab } from './company-general-tab'
import { CompanyPhonesTab } from './company-phones-tab'
import { SettingsPage } from './settings-page'
import '../../../../lib/i18n/account-catalog'

/** /dashboard/settings/company (agencies only): tabs general, address and phones, each saved on its own. */
export function CompanyPage() {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions())
  if (user.profile !== 'business') {
    return (
      <SettingsPage title={t`Dados da imobiliária`}>
        <div className="form-alert form-alert-info" role="status">
          <p>{errorMsg.accessDenied}</p>
          <p>
            <Trans>Os dados da imobiliária são para perfis do tipo Imobiliária.</Trans>
          </p>
        </div>
        <Link to="/dashboard/settings" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Voltar para as configurações</Trans>
        </Link>
      </SettingsPage>
    )
  }
  return (
    <SettingsPage title={t`Dados da imobiliária`}>
      <CompanyTabs />
    </SettingsPage>
  )
}

function CompanyTabs() {
  const { t } = useLingui()
  const { data: agency } = useAgency()
  return (
    <Tabs.Root defaultValue="general" className="tabs">
      <Tabs.List className="tabs-list" aria-label={t`Dados da imobiliária`}>
        <Tabs.Trigger value="general" className="tabs-trigger">
          <Trans>Geral</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="address" className="tabs-trigger">
          <Trans>Endereço</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="phones" className="tabs-trigger">
          <Trans>Telefones</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      {/* Kept mounted (hidden by CSS) so switching tabs does not lose what was typed. */}
      <Tabs.Content value="general" className="tabs-panel" forceMount>
        <CompanyGeneralTab agency={agency} />
      </Tabs.Content>
      <Tabs.Content value="address" className="tabs-panel" forceMount>
        <CompanyAddressTab agency={agency} />
      </Tabs.Content>
      <Tabs.Content value="phones" className="tabs-panel" forceMount>
        <CompanyPhonesTab agency={agency} />
      </Tabs.Content>
    </Tabs.Root>
  )
}
