import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { queueLead } from './api/queue-lead'
import { revealPhones } from './phone-reveal'
import { fieldErrors, parseLead, type ContactListing, type LeadFormValues } from './lead-form-values'
import { saveVisitor } from './visitor'

// Links once the advertiser's numbers are on the device; buttons that reveal them before.
// A link marked data-lead-capture="off" is no tap to record (the WhatsApp way of a queued message carries it).
const CONTACT_TAPS =
  'a[href^="tel:"]:not([data-lead-capture="off"]), a[href^="https://wa.me/"]:not([data-lead-capture="off"]), button[data-reveal]'

/**
 * Phone and WhatsApp lead capture: while the contact form is on the page, a tap on any call or WhatsApp control
 * of the page (the advertiser box's, the contact bar's) records a lead of kind phone or whatsapp, so the
 * advertiser learns who called even when the visitor never writes. The server needs the visitor's name and
 * consent to share their data: they come from the form; when missing, the tap is held back and the form asks
 * for them. A link (numbers already on the device) queues the lead fire-and-forget and opens the call or
 * WhatsApp within the user's gesture; a reveal button sends it and gets the numbers back (phone-reveal.ts).
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
      const control = target?.closest<HTMLElement>(CONTACT_TAPS)
      if (!control || event.defaultPrevented) return
      const { listing, form, onNeedDetails } = latest.current
      const reveal = control.dataset.reveal
      const kind =
        reveal === 'phone' || control.getAttribute('href')?.startsWith('tel:') ? 'phone' : 'whatsapp'
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
      const advertiserId = control.dataset.advertiser
      if (reveal && advertiserId) {
        void revealPhones(listing, parsed.data, advertiserId, kind)
        return
      }
      // Fire-and-forget: sent by the replayers, never shown; the call or WhatsApp opens either way.
      queueLead(listing, parsed.data).catch((err: unknown) => console.error('outbox enqueue failed', err))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
