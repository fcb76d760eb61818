import { Trans, useLingui } from '@lingui/react/macro'
import { phoneDigits } from '../../../lib/format/phone-digits'
import { Skeleton } from '../../../ui/skeleton'
import { useSettings } from '../../../lib/settings/get-settings'
import './contact-info.css'
import '../../../lib/i18n/shared-catalog'

/** The site's contact channels from GET /api/settings. */
export function ContactInfo() {
  const { t } = useLingui()
  const { data, isError } = useSettings()
  if (isError) {
    return (
      <p className="muted">
        <Trans>Não foi possível carregar os contatos agora. Tente novamente em instantes.</Trans>
      </p>
    )
  }
  if (!data) {
    return (
      <div role="status" aria-label={t`Carregando contatos`}>
        <Skeleton width="60%" />
        <Skeleton width="45%" style={{ marginTop: '0.5rem' }} />
        <Skeleton width="70%" style={{ marginTop: '0.5rem' }} />
      </div>
    )
  }
  return (
    <dl className="contact-list">
      <div>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Telefone</Trans>
        </dt>
        <dd>
          <a href={`tel:+${phoneDigits(data.contact_phone)}`}>{data.contact_phone}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>WhatsApp</Trans>
        </dt>
        <dd>
          <a href={`https://wa.me/${phoneDigits(data.whatsapp)}`} target="_blank" rel="noopener noreferrer">
            {data.whatsapp}
          </a>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Endereço</Trans>
        </dt>
        <dd>{data.address}</dd>
      </div>
      {(data.social.instagram || data.social.facebook) && (
        <div>
          <dt>
            <Trans>Redes sociais</Trans>
          </dt>
          <dd>
            {data.social.instagram && (
              <a href={data.social.instagram} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            )}
            {data.social.instagram && data.social.facebook && ' · '}
            {data.social.facebook && (
              <a href={data.social.facebook} target="_blank" rel="noopener noreferrer">
                Facebook
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  )
}
