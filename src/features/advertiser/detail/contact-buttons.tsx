import { Trans, useLingui } from '@lingui/react/macro'
import type { AdvertiserSummary } from '../../../domain/advertiser'
import { phoneDigits } from '../../../lib/format/format'
import { displayPhone } from '../../../listings/labels/phone-display'
import { buttonClass } from '../../../ui/button'
import { ChatIcon, PhoneIcon } from '../../../ui/icons'
import '../../../lib/i18n/discovery-catalog'

/** Call and WhatsApp links for the advertiser's phones; WhatsApp opens with a message naming the listing. */
export function ContactButtons({
  phones,
  listingTitle,
}: {
  phones: AdvertiserSummary['phones']
  listingTitle?: string
}) {
  const { t } = useLingui()
  const whatsapp = phones.find((p) => p.whatsapp)
  const call = phones.find((p) => !p.whatsapp) ?? phones[0]
  if (!whatsapp && !call) {
    return (
      <p className="muted">
        <Trans>Telefone não divulgado: envie uma mensagem ao anunciante.</Trans>
      </p>
    )
  }
  const text = listingTitle
    ? t`Olá! Vi o anúncio "${listingTitle}" no Mercado Irecê e gostaria de mais informações.`
    : t`Olá! Vi seu perfil no Mercado Irecê e gostaria de mais informações.`
  return (
    <div className="advertiser-actions">
      {whatsapp && (
        <a
          className={buttonClass({ variant: 'whatsapp', block: true })}
          href={`https://wa.me/${phoneDigits(whatsapp.number)}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon />
          <Trans>Conversar no WhatsApp</Trans>
        </a>
      )}
      {call && (
        <a
          className={buttonClass({ variant: 'secondary', block: true })}
          href={`tel:+${phoneDigits(call.number)}`}
        >
          <PhoneIcon />
          <Trans>Ligar {displayPhone(call.number)}</Trans>
        </a>
      )}
    </div>
  )
}
