import './catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../ui/page-title'
import type { ReactNode } from 'react'

/** The contact page text; the channels themselves come from the settings (passed in by the route). */
export function ContactContent({ channels }: { channels: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Contato`} />
      <h1>
        <Trans>Contato</Trans>
      </h1>
      <p>
        <Trans>
          Fale com a equipe do Mercado Irecê para tirar dúvidas sobre anúncios, planos e pagamentos, pedir
          ajuda com a sua conta ou sugerir melhorias.
        </Trans>
      </p>
      {channels}
      <h2>
        <Trans>Antes de escrever</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Quer saber mais sobre um imóvel ou veículo? Use os botões de WhatsApp ou telefone na página do
            anúncio: a conversa é direta com o anunciante, nós não participamos da negociação.
          </Trans>
        </li>
        <li>
          <Trans>
            Viu um anúncio falso, repetido ou com informações enganosas? Denuncie pela página do anúncio ou
            escreva para nós informando o código do anúncio.
          </Trans>
        </li>
        <li>
          <Trans>
            Pedidos sobre os seus dados pessoais (acesso, correção, exclusão) são atendidos pelo mesmo e-mail,
            com o assunto “Privacidade”. Saiba mais na nossa{' '}
            <Link to="/politica-de-privacidade">Política de privacidade</Link>.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Respondemos em até dois dias úteis.</Trans>
      </p>
    </>
  )
}
