import { Trans, useLingui } from '@lingui/react/macro'
import { phoneDigits } from '../../lib/format/format'
import { buttonClass } from '../../ui/button'
import '../../lib/i18n/visitor-catalog'

export interface ContactPhone {
  number: string
  whatsapp: boolean
}

/** Call and WhatsApp buttons for pages without an advertiser box; taps are recorded by useLeadCapture. */
export function ContactTaps({ phones, listingName }: { phones: ContactPhone[]; listingName: string }) {
  const { t } = useLingui()
  const whatsapp = phones.find((p) => p.whatsapp)
  const call = phones.find((p) => !p.whatsapp) ?? phones[0]
  const text = t`Olá! Vi o anúncio "${listingName}" no Mercado Irecê e gostaria de mais informações.`
  return (
    <div className="contact-taps">
      {whatsapp && (
        <a
          className={buttonClass({ variant: 'whatsapp', block: true })}
          href={`https://wa.me/${phoneDigits(whatsapp.number)}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Conversar no WhatsApp</Trans>
        </a>
      )}
      {call && (
        <a
          className={buttonClass({ variant: 'secondary', block: true })}
          href={`tel:+${phoneDigits(call.number)}`}
        >
          <Trans>Ligar {call.number}</Trans>
        </a>
      )}
    </div>
  )
}
