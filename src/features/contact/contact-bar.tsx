import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import type { PhoneChannels } from '../../domain/advertiser'
import {
  callUrl,
  pickPhones,
  useRevealedPhones,
  useRevealState,
  whatsappUrl,
} from '../../listings/contact/revealed-phones'
import { ChatIcon, PhoneIcon } from '../../ui/detail-icons'
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
 * Until the advertiser's numbers are on the device, WhatsApp and Ligar ask for them (see ContactButtons); after,
 * they call straight away. Either way the tap is recorded by the contact form, which listens to them all.
 */
export function ContactBar({
  channels,
  advertiserId,
  listingName,
  notice,
}: {
  channels: PhoneChannels
  advertiserId: string
  listingName: string
  /** One line above the buttons (the safety advice of a rental or a price below the band). */
  notice?: ReactNode
}) {
  const { t } = useLingui()
  const revealed = useRevealedPhones(advertiserId)
  const pending = useRevealState(advertiserId) === 'pending'
  const noticed = notice !== undefined
  useEffect(() => {
    document.body.classList.add('has-contact-bar')
    if (noticed) document.body.classList.add('has-contact-notice')
    return () => document.body.classList.remove('has-contact-bar', 'has-contact-notice')
  }, [noticed])
  // The page keeps the bar's measured height free at its end: its labels' font and a wrapped notice decide that
  // height, and a figure written in the styles (kept as the fallback until this runs) can be a pixel short.
  const bar = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const style = document.body.style
    const observer = new ResizeObserver(() =>
      style.setProperty('--contact-bar-height', `${element.getBoundingClientRect().height}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      style.removeProperty('--contact-bar-height')
    }
  }, [])
  const { whatsapp, call } = pickPhones(revealed ?? [], channels)
  const text = t`Olá! Vi o anúncio "${listingName}" no Mercado Irecê e gostaria de mais informações.`
  const whatsappLabel = (
    <>
      <ChatIcon size={18} />
      <Trans>WhatsApp</Trans>
    </>
  )
  const callLabel = (
    <>
      <PhoneIcon size={18} />
      <Trans>Ligar</Trans>
    </>
  )
  return (
    <nav
      ref={bar}
      className="contact-bar"
      aria-label={t`Contato com o anunciante`}
      aria-busy={pending || undefined}
    >
      {noticed && <p className="contact-bar-notice">{notice}</p>}
      {whatsapp ? (
        <a
          className="contact-bar-whatsapp"
          href={whatsappUrl(whatsapp.number, text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {whatsappLabel}
        </a>
      ) : (
        !revealed &&
        channels.whatsapp && (
          <button
            type="button"
            className="contact-bar-whatsapp"
            data-reveal="whatsapp"
            data-advertiser={advertiserId}
          >
            {whatsappLabel}
          </button>
        )
      )}
      {call ? (
        <a href={callUrl(call.number)}>{callLabel}</a>
      ) : (
        !revealed &&
        channels.call && (
          <button type="button" data-reveal="phone" data-advertiser={advertiserId}>
            {callLabel}
          </button>
        )
      )}
      <button type="button" onClick={toForm}>
        <ChatIcon size={18} />
        <Trans>Mensagem</Trans>
      </button>
    </nav>
  )
}
