// A tap on "Ligar" or "WhatsApp" before the advertiser's numbers are on the device: the phone or WhatsApp lead
// is sent at once and its answer carries the numbers, which stay on the device. Without an answer the same
// request (same Idempotency-Key, so the server records it once) waits in the outbox, and the numbers appear when
// it goes out while the page is open.
import { t } from '@lingui/core/macro'
import { phoneSchema } from '../../domain/advertiser'
import type { LeadInput } from '../../domain/lead'
import { API_BASE_URL } from '../../lib/http/clients'
import {
  callUrl,
  setRevealState,
  storeRevealedPhones,
  whatsappUrl,
  type ContactPhone,
} from '../../listings/contact/revealed-phones'
import { queueLead } from './api/queue-lead'
import type { ContactListing } from './lead-form-values'
import '../../lib/i18n/visitor-catalog'

const replayer = () => import('../../lib/offline/replayer')

/** Past this, the browser no longer counts the tap as the user's: the numbers show, nothing opens by itself. */
const OPEN_WITHIN_MS = 4000

function phonesOf(body: unknown): ContactPhone[] {
  const phones = (body as { meta?: { phones?: unknown } } | null)?.meta?.phones
  const parsed = phoneSchema.array().safeParse(phones)
  return parsed.success ? parsed.data : []
}

function open(kind: 'phone' | 'whatsapp', phones: ContactPhone[], listing: ContactListing) {
  const phone =
    kind === 'whatsapp' ? phones.find((p) => p.whatsapp) : (phones.find((p) => !p.whatsapp) ?? phones[0])
  if (!phone) return
  if (kind === 'phone') {
    location.href = callUrl(phone.number)
    return
  }
  const listingName = listing.name
  const text = t`Olá! Vi o anúncio "${listingName}" no Mercado Irecê e gostaria de mais informações.`
  window.open(whatsappUrl(phone.number, text), '_blank', 'noopener,noreferrer')
}

async function sendNow(lead: LeadInput, id: string): Promise<Response | null> {
  try {
    return await fetch(`${API_BASE_URL.replace(/\/+$/, '')}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': id },
      body: JSON.stringify(lead),
    })
  } catch {
    return null
  }
}

async function waitInOutbox(listing: ContactListing, lead: LeadInput, id: string, advertiserId: string) {
  const page = (await replayer()).pageReplayer()
  const onCompleted = (event: Event) => {
    const { entry, response } = (event as CustomEvent<{ entry: { id: string }; response: { body: unknown } }>)
      .detail
    if (entry.id !== id) return
    page.removeEventListener('completed', onCompleted)
    storeRevealedPhones(advertiserId, phonesOf(response.body))
  }
  page.addEventListener('completed', onCompleted)
  try {
    await queueLead(listing, lead, id)
    setRevealState(advertiserId, 'queued')
  } catch (err) {
    page.removeEventListener('completed', onCompleted)
    console.error('outbox enqueue failed', err)
    setRevealState(advertiserId, 'failed')
  }
}

export async function revealPhones(
  listing: ContactListing,
  lead: LeadInput,
  advertiserId: string,
  kind: 'phone' | 'whatsapp',
) {
  const tappedAt = Date.now()
  const id = crypto.randomUUID()
  setRevealState(advertiserId, 'pending')
  const response = navigator.onLine ? await sendNow(lead, id) : null
  if (response?.ok) {
    const phones = phonesOf(await response.json().catch(() => null))
    storeRevealedPhones(advertiserId, phones)
    if (Date.now() - tappedAt < OPEN_WITHIN_MS) open(kind, phones, listing)
    return
  }
  if (response?.status === 429) return setRevealState(advertiserId, 'limited')
  if (response && response.status < 500 && response.status !== 408)
    return setRevealState(advertiserId, 'failed')
  await waitInOutbox(listing, lead, id, advertiserId)
}
