import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { phoneDigits } from '../../lib/format/format'
import { ChatIcon, PhoneIcon } from '../../ui/icons'
import type { ContactPhone } from './contact-taps'
import './contact-bar.css'
import '../../lib/i18n/visitor-catalog'

/** Opens the contact form further down the page and puts the cursor in its first empty field. */
function toForm() {
  const form = document.querySelector<HTMLElement>('.contact-card')
  if (!form) return
  form.scrollIntoView({ block: 'start', behavior: 'smooth' })
  const field = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find(
    (f) => f.type !== 'checkbox' && f.value === '',
  )
  field?.focus({ preventScroll: true })
}

/**
 * On phones, WhatsApp, Ligar and Mensagem stay at the bottom of the screen while the listing scrolls. The page
 * gets the bar's height as bottom padding (nothing ends hidden under it) and the cookie banner sits above it.
 * Its call and WhatsApp taps are recorded like the advertiser box's (the contact form listens to every such link).
 */
export function ContactBar({ phones, listingName }: { phones: ContactPhone[]; listingName: string }) {
  const { t } = useLingui()
  useEffect(() => {
    document.body.classList.add('has-contact-bar')
    return () => document.body.classList.remove('has-contact-bar')
  }, [])
  const whatsapp = phones.find((p) => p.whatsapp)
  const call = phones.find((p) => !p.whatsapp) ?? phones[0]
  const text = t`Olá! Vi o anúncio "${listingName}" no Mercado Irecê e gostaria de mais informações.`
  return (
    <nav className="contact-bar" aria-label={t`Contato com o anunciante`}>
      {whatsapp && (
        <a
          className="contact-bar-whatsapp"
          href={`https://wa.me/${phoneDigits(whatsapp.number)}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon size={18} />
          <Trans>WhatsApp</Trans>
        </a>
      )}
      {call && (
        <a href={`tel:+${phoneDigits(call.number)}`}>
          <PhoneIcon size={18} />
          <Trans>Ligar</Trans>
        </a>
      )}
      <button type="button" onClick={toForm}>
        <ChatIcon size={18} />
        <Trans>Mensagem</Trans>
      </button>
    </nav>
  )
}
