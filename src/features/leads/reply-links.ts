// Links that open the advertiser's own apps to answer a lead: e-mail, WhatsApp, phone.
import { phoneDigits } from '../../lib/format/phone-digits'

export const mailtoHref = (email: string, subject: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`

export const whatsappHref = (phone: string, text: string): string =>
  `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`

export const telHref = (phone: string): string => `tel:+${phoneDigits(phone)}`
