import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function Footer() {
  const { t } = useLingui()
  const siteTitle = t({ id: 'site.title', message: 'Mercado Irecê' })
  return (
    <footer className="site-footer">
      <div className="container">
        <Link to="/" className="site-footer-brand">
          {siteTitle}
        </Link>
        <p>
          <Trans id="footer.tagline">
            Imóveis e veículos em Irecê, Xique-Xique, Lapão, João Dourado, Ibititá, América Dourada e Barra do
            Mendes.
          </Trans>
        </p>
        <nav aria-label={t({ id: 'footer.nav', message: 'Institucional' })}>
          <ul className="site-footer-links">
            <li>
              <Link to="/sobre-nos">{t({ id: 'footer.about', message: 'Sobre nós' })}</Link>
            </li>
            <li>
              <Link to="/contato">{t({ id: 'footer.contact', message: 'Contato' })}</Link>
            </li>
            <li>
              <Link to="/termos-de-uso">{t({ id: 'footer.terms', message: 'Termos de uso' })}</Link>
            </li>
            <li>
              <Link to="/politica-de-privacidade">
                {t({ id: 'footer.privacy', message: 'Política de privacidade' })}
              </Link>
            </li>
          </ul>
        </nav>
        <small>{t({ id: 'footer.copyright', message: `© 2025 ${siteTitle} All Rights Reserved` })}</small>
      </div>
    </footer>
  )
}
