import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../ui/button'
import { ToolIcon } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'
import '../../ui/card.css'

/** Placeholder for screens of later issues: never a blank page. */
export function UnderConstruction({
  name,
  documentTitle,
}: {
  name: MessageDescriptor
  documentTitle?: string
}) {
  const { i18n } = useLingui()
  const title = i18n._(name)
  return (
    <section className="container under-construction" aria-labelledby="uc-title">
      {documentTitle ? <title>{documentTitle}</title> : <PageTitle title={title} />}
      <ToolIcon size={48} />
      <h1 id="uc-title">{title}</h1>
      <p className="badge badge-accent">
        <Trans id="under_construction.badge">Em construção</Trans>
      </p>
      <p>
        <Trans id="under_construction.text">
          Estamos preparando esta tela com carinho. Ela estará disponível em breve.
        </Trans>
      </p>
      <Link to="/" className={buttonClass()}>
        <Trans id="under_construction.home">Ir para a página inicial</Trans>
      </Link>
    </section>
  )
}
