import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { fieldErrors, parseLead, type ContactListing, type LeadFormValues } from './lead-form-values'
import { enqueueQuietly } from './use-outbox-write'
import { saveVisitor } from './visitor'

const CONTACT_LINKS = 'a[href^="tel:"], a[href^="https://wa.me/"]'

/**
 * Spec §7 "phone and WhatsApp lead capture": while the contact form is on the page, a tap on any call or
 * WhatsApp link of the page (the advertiser box's buttons, or ContactTaps) records a lead of kind phone or
 * whatsapp through the outbox, fire-and-forget. The server needs the visitor's name and consent (spec §5): they
 * come from the form; when missing, the tap is held back and the form asks for them. Checked synchronously, so an
 * accepted tap still opens the call or WhatsApp within the user's gesture.
 */
export function useLeadCapture(
  listing: ContactListing,
  form: UseFormReturn<LeadFormValues>,
  onNeedDetails: (need: boolean) => void,
) {
  const latest = useRef({ listing, form, onNeedDetails })
  useEffect(() => {
    latest.current = { listing, form, onNeedDetails }
  })

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest<HTMLAnchorElement>(CONTACT_LINKS)
      if (!link || event.defaultPrevented) return
      const { listing, form, onNeedDetails } = latest.current
      const kind = link.getAttribute('href')?.startsWith('tel:') ? 'phone' : 'whatsapp'
      const values = form.getValues()
      const parsed = parseLead(listing, kind, values)
      if (!parsed.success) {
        event.preventDefault()
        const errors = fieldErrors(parsed.error.issues)
        for (const [field, error] of Object.entries(errors)) {
          if (error?.message) form.setError(field as keyof LeadFormValues, { message: error.message })
        }
        onNeedDetails(true)
        const first = (['name', 'email', 'phone', 'consent'] as const).find((f) => f in errors)
        if (first) form.setFocus(first)
        return
      }
      onNeedDetails(false)
      saveVisitor(values)
      enqueueQuietly({
        kind: 'lead',
        request: { method: 'POST', url: '/api/leads', body: parsed.data },
        auth: false,
        meta: { title: listing.name, listing: `${listing.type}:${listing.id}` },
      })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
