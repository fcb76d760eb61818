// The WhatsApp way for a message that waits in the outbox: the same text, addressed to the advertiser's
// WhatsApp, for the visitor to send from their phone (WhatsApp keeps it until the signal returns, like we do).
import { t } from '@lingui/core/macro'
import type { PhoneChannels } from '../../domain/advertiser'
import { pickPhones, whatsappUrl, type ContactPhone } from '../../listings/contact/revealed-phones'
import '../../lib/i18n/visitor-catalog'

/** How long a message waits in the outbox before WhatsApp is offered (the visitor may ask sooner). */
export const WHATSAPP_FALLBACK_AFTER_MS = 3 * 60_000

export interface FallbackMessage {
  /** The visitor's name, as they typed it in the form. */
  name: string
  /** The listing's title and the address of its page. */
  title: string
  url: string
  message: string
}

/** The text WhatsApp opens with: who writes, about which listing (with its link), then their own message. */
export function whatsappFallbackText({ name, title, url, message }: FallbackMessage): string {
  return t`Olá! Sou ${name}. Vi o anúncio "${title}" no Mercado Irecê: ${url}` + `\n\n${message.trim()}`
}

/**
 * The wa.me link for the message, or null where WhatsApp is not a way: the advertiser does not take WhatsApp
 * on this listing (the same rule as the page's WhatsApp button), or their number is not on this device yet
 * (public pages never carry numbers: they come with a recorded call or WhatsApp tap, see phone-reveal.ts).
 */
export function whatsappFallbackUrl(
  phones: ContactPhone[] | null,
  channels: PhoneChannels,
  message: FallbackMessage,
): string | null {
  const { whatsapp } = pickPhones(phones ?? [], channels)
  return whatsapp ? whatsappUrl(whatsapp.number, whatsappFallbackText(message)) : null
}

/** When a message queued at `createdAt` is offered by WhatsApp without being asked. */
export const whatsappFallbackDue = (createdAt: number): number => createdAt + WHATSAPP_FALLBACK_AFTER_MS
