import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { towns } from '../../domain/region'
import { PageTitle } from '../../ui/page-title'
import { regionNumbersQueryOptions } from './api/get-region-numbers'
import '../../lib/i18n/visitor-catalog'
import './business-landing.css'

/** /anunciar/imobiliaria-ou-corretor: what agencies and brokers get, how plans work, the region's numbers, the form. */
export function BusinessLanding({ form }: { form: ReactNode }) {
  const { t, i18n } = useLingui()
  const numbers = useQuery(regionNumbersQueryOptions())
  const count = (m: { total: number; total_capped?: boolean } | undefined) =>
    m === undefined ? '…' : `${m.total_capped ? '+' : ''}${i18n.number(m.total)}`
  return (
    <div className="container business-landing">
      <PageTitle title={t`Anuncie como imobiliária ou corretor`} />
      <header className="business-hero">
        <h1>
          <Trans>Anuncie como imobiliária ou corretor</Trans>
        </h1>
        <p className="business-lead-text">
          <Trans>
            Sua carteira de imóveis diante de quem procura casa, terreno ou ponto comercial em Irecê e nas
            cidades vizinhas, com contatos que chegam direto no seu painel, por e-mail e no celular.
          </Trans>
        </p>
        <a href="#business-form-title" className="business-hero-cta">
          <Trans>Quero falar com a equipe</Trans>
        </a>
      </header>

      <div className="business-columns">
        <div className="business-info">
          <section aria-labelledby="business-get">
            <h2 id="business-get">
              <Trans>O que você recebe</Trans>
            </h2>
            <ul className="business-benefits">
              <li>
                <Trans>Página da imobiliária com todos os seus anúncios, logotipo, CRECI e telefones.</Trans>
              </li>
              <li>
                <Trans>
                  Mensagens, cliques no WhatsApp e pedidos de telefone reunidos no painel, por anúncio.
                </Trans>
              </li>
              <li>
                <Trans>Visualizações de cada imóvel: hoje, na semana e nos últimos 15 dias.</Trans>
              </li>
              <li>
                <Trans>Imóveis em destaque no topo das buscas e na página inicial.</Trans>
              </li>
              <li>
                <Trans>
                  Cadastro pelo celular, mesmo sem sinal: o anúncio é enviado quando a conexão voltar.
                </Trans>
              </li>
            </ul>
          </section>

          <section aria-labelledby="business-plans">
            <h2 id="business-plans">
              <Trans>Como funcionam os planos</Trans>
            </h2>
            <ol className="business-steps">
              <li>
                <Trans>
                  Você conta o tamanho da sua carteira e nossa equipe indica o plano para imobiliária ou
                  corretor.
                </Trans>
              </li>
              <li>
                <Trans>
                  Cada plano define quantos imóveis ativos, quantos destaques e quantas fotos por anúncio.
                </Trans>
              </li>
              <li>
                <Trans>Teste grátis por 7 dias; sem cobrança se cancelar antes do último dia.</Trans>
              </li>
            </ol>
            <p>
              <Trans>
                É proprietário e tem um só imóvel?{' '}
                <Link to="/anunciar/proprietario">Anuncie grátis como proprietário</Link>.
              </Trans>
            </p>
          </section>

          <section aria-labelledby="business-region">
            <h2 id="business-region">
              <Trans>A região em números</Trans>
            </h2>
            <dl className="business-numbers">
              {!numbers.isError && (
                <>
                  <div>
                    <dt>
                      <Trans>imóveis anunciados</Trans>
                    </dt>
                    <dd>{count(numbers.data?.properties)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>veículos anunciados</Trans>
                    </dt>
                    <dd>{count(numbers.data?.vehicles)}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>
                  <Trans>cidades atendidas</Trans>
                </dt>
                <dd>{towns.length}</dd>
              </div>
            </dl>
            <p className="field-hint">{towns.map((town) => town.name).join(', ')}</p>
          </section>
        </div>
        {form}
      </div>
    </div>
  )
}
