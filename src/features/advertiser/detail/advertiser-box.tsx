import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdvertiserSummary } from '../../../domain/advertiser'
import { advertiserTypeSlugs } from '../../../domain/paths'
import { profileLabels } from '../labels'
import { Avatar } from './avatar'
import { ContactButtons } from './contact-buttons'
import './advertiser.css'
import '../../../lib/i18n/discovery-catalog'

/** The advertiser box on listing pages: who advertises, how to reach them, a link to their other listings. */
export function AdvertiserBox({
  advertiser,
  listingTitle,
}: {
  advertiser: AdvertiserSummary
  listingTitle: string
}) {
  const { i18n, t } = useLingui()
  return (
    <section className="advertiser-box" aria-labelledby="advertiser-box-name">
      <div className="advertiser-box-head">
        <Avatar name={advertiser.name} image={advertiser.avatar} />
        <div>
          <p className="advertiser-name" id="advertiser-box-name">
            {advertiser.name}
          </p>
          <p className="muted">{i18n._(profileLabels[advertiser.profile])}</p>
          {(advertiser.creci || advertiser.cnpj) && (
            <p className="muted advertiser-registry">
              {advertiser.creci && (
                <span data-identifier>
                  {/creci/i.test(advertiser.creci) ? advertiser.creci : t`CRECI ${advertiser.creci}`}
                </span>
              )}
              {advertiser.creci && advertiser.cnpj && ' · '}
              {advertiser.cnpj && t`CNPJ ${advertiser.cnpj}`}
            </p>
          )}
        </div>
      </div>
      <ContactButtons
        channels={advertiser.phone_channels}
        advertiserId={advertiser.id}
        listingTitle={listingTitle}
      />
      <Link
        to="/anunciante/$advertiserType/$id"
        params={{ advertiserType: advertiserTypeSlugs[advertiser.profile], id: advertiser.id }}
      >
        <Trans>Ver todos os anúncios deste anunciante</Trans>
      </Link>
    </section>
  )
}
