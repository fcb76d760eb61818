import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { ContactFormProps } from './contact-form'
import './contact.css'
import '../../lib/i18n/visitor-catalog'

// zod and react-hook-form come with the form, after the page has rendered: never with the home page. The lead's
// schemas (zod) are evaluated first and the form (react-hook-form) in a later task: two shorter tasks instead of one
// long one on a phone, where a long task soon after the first paint delays the visitor's first tap.
const ContactForm = lazy(async () => {
  await import('./lead-form-values')
  await new Promise((resolve) => setTimeout(resolve, 0))
  const { ContactForm } = await import('./contact-form')
  return { default: ContactForm }
})
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })))

/** The contact form for a listing's detail page (`listing`: property or vehicle). */
export function ContactSlot(props: ContactFormProps) {
  return (
    <Suspense fallback={<div className="contact-card contact-card-loading" aria-hidden="true" />}>
      <ContactForm {...props} />
    </Suspense>
  )
}

/** "Denunciar anúncio" (properties only: a report names a property_id): opens the report dialog. */
export function ReportButton({ propertyId, title }: { propertyId: string; title: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="report-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Denunciar anúncio</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={propertyId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
