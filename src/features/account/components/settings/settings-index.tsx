import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../../ui/page-title'
import { useSession } from '../../session'
import '../account.css'
import '../../../../lib/i18n/account-catalog'

type SettingsPath =
  | '/dashboard/settings/profile'
  | '/dashboard/settings/company'
  | '/dashboard/settings/change-email'
  | '/dashboard/settings/change-password'
  | '/dashboard/settings/payment_methods'
  | '/dashboard/webhook'

const sections: { to: SettingsPath; title: MessageDescriptor; text: MessageDescriptor; business?: true }[] = [
  {
    to: '/dashboard/settings/profile',
    title: msg`Meu perfil`,
    text: msg`Nome, foto, apresentação, CPF, CRECI e telefones.`,
  },
  {
    to: '/dashboard/settings/company',
    title: msg`Dados da imobiliária`,
    text: msg`CNPJ, endereço, telefones e exibição no mapa.`,
    business: true,
  },
  {
    to: '/dashboard/webhook',
    title: msg`Webhook de contatos`,
    text: msg`Receba cada novo contato no sistema da imobiliária.`,
    business: true,
  },
  {
    to: '/dashboard/settings/change-email',
    title: msg`Alterar e-mail`,
    text: msg`O e-mail que você usa para entrar.`,
  },
  {
    to: '/dashboard/settings/change-password',
    title: msg`Alterar senha`,
    text: msg`Troque sua senha de acesso.`,
  },
  {
    to: '/dashboard/settings/payment_methods',
    title: msg`Formas de pagamento`,
    text: msg`Cartões usados nas assinaturas.`,
  },
]

/** /dashboard/settings: the settings sections (agency data only for business profiles). */
export function SettingsIndex() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const title = t`Configurações`
  return (
    <section className="settings-page" aria-labelledby="settings-title">
      <PageTitle title={title} />
      <h1 id="settings-title">{title}</h1>
      <ul className="settings-sections">
        {sections
          .filter((s) => !s.business || user?.profile === 'business')
          .map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="settings-section">
                <strong>{i18n._(s.title)}</strong>
                <span className="muted">{i18n._(s.text)}</span>
              </Link>
            </li>
          ))}
      </ul>
      <p className="muted">
        <Trans>Precisa de ajuda? Fale com o suporte pela página de contato.</Trans>
      </p>
    </section>
  )
}
