import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { queueLead } from './api/queue-lead'
import { fieldErrors, parseLead, type ContactListing, type LeadFormValues } from './lead-form-values'
import { saveVisitor } from './visitor'

const CONTACT_LINKS = 'a[href^="tel:"], a[href^="https://wa.me/"]'

/**
 * Phone and WhatsApp lead capture: while the contact form is on the page, a tap on any call or WhatsApp link of
 * the page (the advertiser box's buttons, or ContactTaps) records a lead of kind phone or whatsapp through the
 * outbox, fire-and-forget, so the advertiser learns who called even when the visitor never writes. The server
 * needs the visitor's name and consent to share their data: they come from the form; when missing, the tap is
 * held back and the form asks for them. Checked synchronously, so an accepted tap still opens the call or
 * WhatsApp within the user's gesture.
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
      // Fire-and-forget: sent by the replayers, never shown; the call or WhatsApp opens either way.
      queueLead(listing, parsed.data).catch((err: unknown) => console.error('outbox enqueue failed', err))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
