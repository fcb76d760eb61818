import { useLingui } from '@lingui/react/macro'
import { buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { errorPageStatus, errorTexts } from './error-status'
import '../../ui/status-page.css'

export interface ErrorPageProps {
  status?: number | null
  /** An extra line, e.g. 'Page not found: /x'. */
  detail?: string
}

/**
 * Status code, title, description and a button back to /. The button is a plain link: after
 * an error a full load of the home page is the safest way back, and it works outside the router too.
 */
export function ErrorPage({ status, detail }: ErrorPageProps) {
  const { i18n, t } = useLingui()
  const code = errorPageStatus(status)
  const texts = errorTexts[code]
  const title = i18n._(texts.title)
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <PageTitle title={title} />
      <p className="error-page-code">{code}</p>
      <h1 id="error-title">{title}</h1>
      <p>{i18n._(texts.description)}</p>
      {detail && <p className="error-page-detail">{detail}</p>}
      <a className={buttonClass()} href="/">
        {t({ id: 'common.error.back_home', message: 'Voltar para o início' })}
      </a>
    </section>
  )
}
