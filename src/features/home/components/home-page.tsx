import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { towns } from '../../../domain/region'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { HomeSearch } from './home-search'
import { LocationQuestion } from './nearby-properties'
import './home.css'

/** The home page frame: hero with search and towns; the listing rows come from the route as children. */
export function HomePage({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Imóveis e veículos em Irecê e região`} />
      <section className="hero">
        <div className="container">
          <h1>
            <Trans>Encontre casas, terrenos e veículos em Irecê e região</Trans>
          </h1>
          <p>
            <Trans>
              Compre, alugue ou invista direto com proprietários, corretores e imobiliárias da região.
            </Trans>
          </p>
          <HomeSearch />
          <ul className="town-chips" aria-label={t`Cidades atendidas`}>
            {towns.map((town) => (
              <li key={town.slug}>
                <Link to="/imoveis" search={{ city: town.slug }}>
                  {town.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container">
        <LocationQuestion />
        {children}
        <section className="home-cta" aria-labelledby="home-cta">
          <h2 id="home-cta">
            <Trans>Quer vender ou alugar seu imóvel?</Trans>
          </h2>
          <p>
            <Trans>
              Anunciar imóveis no Mercado Irecê é grátis. Seu anúncio fica pronto em poucos minutos.
            </Trans>
          </p>
          <Link to="/anunciar/proprietario" className={buttonClass()}>
            <Trans>Anunciar grátis</Trans>
          </Link>
        </section>
      </div>
    </>
  )
}
