import type { ReactNode } from 'react'
import { PageTitle } from './page-title'
import './form.css'

/** The card of the sign-in and recovery screens (inside the bare layout). */
export function FormCard({
  title,
  documentTitle,
  heading,
  intro,
  children,
  footer,
}: {
  title: string
  /** A full document title instead of '<title> | <site>'. */
  documentTitle?: string
  heading?: ReactNode
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="form-card" aria-labelledby="form-card-title">
      {documentTitle ? <title>{documentTitle}</title> : <PageTitle title={title} />}
      <h1 id="form-card-title">{heading ?? title}</h1>
      {intro && <p className="form-card-intro">{intro}</p>}
      {children}
      {footer && <div className="form-card-footer">{footer}</div>}
    </section>
  )
}
