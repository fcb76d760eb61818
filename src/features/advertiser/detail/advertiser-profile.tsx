import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatLongDate } from '../../../lib/format/dates'
import { VerifiedBadge } from '../../../listings/trust/trust-badges'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { useAdvertiser } from '../api/get-advertiser'
import { profileLabels } from '../labels'
import { Avatar } from './avatar'
import { ContactButtons } from './contact-buttons'
import './advertiser.css'
import '../../../lib/i18n/discovery-catalog'

/** Header of /anunciante/{type}/{id}: name, profile, avatar, presentation and total listings. */
export function AdvertiserProfile({ id }: { id: string }) {
  const { i18n, t } = useLingui()
  const { data } = useAdvertiser(id)
  const a = data.attributes
  return (
    <>
      <PageTitle title={a.name} />
      <header className="advertiser-profile">
        <Avatar name={a.name} image={a.avatar} size={96} />
        <div>
          <h1>{a.name}</h1>
          <VerifiedBadge verified={a.verified} />
          <p className="muted">
            {i18n._(profileLabels[a.profile])}
            {a.creci && (
              <>
                {' · '}
                <span data-identifier>{/creci/i.test(a.creci) ? a.creci : t`CRECI ${a.creci}`}</span>
              </>
            )}
            {a.city && <> · {a.city}</>}
          </p>
          <ul className="advertiser-stats">
            <li>
              <strong>
                {plural(a.total_listings, { 0: 'Nenhum anúncio', one: '# anúncio', other: '# anúncios' })}
              </strong>
            </li>
            <li>{plural(a.total_properties, { 0: 'nenhum imóvel', one: '# imóvel', other: '# imóveis' })}</li>
            <li>
              {plural(a.total_vehicles, { 0: 'nenhum veículo', one: '# veículo', other: '# veículos' })}
            </li>
            <li>
              <Trans>No Mercado Irecê desde {formatLongDate(a.member_since)}</Trans>
            </li>
          </ul>
        </div>
      </header>
      {a.presentation && <p className="advertiser-presentation">{a.presentation}</p>}
      {a.total_listings === 0 && (
        <EmptyState title={t`Este anunciante não tem anúncios ativos no momento.`}>
          <p>
            <Trans>Volte mais tarde ou veja outros anúncios da região.</Trans>
          </p>
        </EmptyState>
      )}
      <div className="advertiser-contact">
        <ContactButtons channels={a.phone_channels} advertiserId={data.id} />
      </div>
    </>
  )
}
