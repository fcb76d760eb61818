import { Trans, useLingui } from '@lingui/react/macro'
import type { PhoneChannels } from '../../../domain/advertiser'
import { displayPhone } from '../../../listings/labels/phone-display'
import { RevealStatus } from '../../../listings/contact/reveal-status'
import {
  callUrl,
  pickPhones,
  useRevealedPhones,
  useRevealState,
  whatsappUrl,
} from '../../../listings/contact/revealed-phones'
import { buttonClass } from '../../../ui/button'
import { ChatIcon, PhoneIcon } from '../../../ui/detail-icons'
import '../../../lib/i18n/discovery-catalog'

/**
 * Call and WhatsApp for the advertiser. The numbers are not in the page: on a listing page the first tap asks
 * for them (a recorded lead, handled by the contact form on that page), and once revealed they stay on the
 * device, so later taps, here and on the advertiser's profile, call straight away.
 */
export function ContactButtons({
  channels,
  advertiserId,
  listingTitle,
}: {
  channels: PhoneChannels
  advertiserId: string
  /** On a listing page: the taps can reveal the numbers; WhatsApp opens with a message naming the listing. */
  listingTitle?: string
}) {
  const { t } = useLingui()
  const revealed = useRevealedPhones(advertiserId)
  const pending = useRevealState(advertiserId) === 'pending'
  if (!channels.call && !channels.whatsapp) {
    return (
      <p className="muted">
        <Trans>Telefone não divulgado: envie uma mensagem ao anunciante.</Trans>
      </p>
    )
  }
  if (revealed) {
    const { whatsapp, call } = pickPhones(revealed, channels)
    const text = listingTitle
      ? t`Olá! Vi o anúncio "${listingTitle}" no Mercado Irecê e gostaria de mais informações.`
      : t`Olá! Vi seu perfil no Mercado Irecê e gostaria de mais informações.`
    return (
      <div className="advertiser-actions">
        {whatsapp && (
          <a
            className={buttonClass({ variant: 'whatsapp', block: true })}
            href={whatsappUrl(whatsapp.number, text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon />
            <Trans>Conversar no WhatsApp</Trans>
          </a>
        )}
        {call && (
          <a className={buttonClass({ variant: 'secondary', block: true })} href={callUrl(call.number)}>
            <PhoneIcon />
            <Trans>Ligar {displayPhone(call.number)}</Trans>
          </a>
        )}
      </div>
    )
  }
  if (!listingTitle) {
    return (
      <p className="muted">
        <Trans>Para ver o telefone, abra um anúncio deste anunciante e toque em Ligar ou WhatsApp.</Trans>
      </p>
    )
  }
  return (
    <div className="advertiser-actions">
      {channels.whatsapp && (
        <button
          type="button"
          className={buttonClass({ variant: 'whatsapp', block: true })}
          data-reveal="whatsapp"
          data-advertiser={advertiserId}
          aria-busy={pending || undefined}
        >
          <ChatIcon />
          <Trans>Conversar no WhatsApp</Trans>
        </button>
      )}
      {channels.call && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', block: true })}
          data-reveal="phone"
          data-advertiser={advertiserId}
          aria-busy={pending || undefined}
        >
          <PhoneIcon />
          <Trans>Ver telefone e ligar</Trans>
        </button>
      )}
      <RevealStatus advertiserId={advertiserId} />
    </div>
  )
}
