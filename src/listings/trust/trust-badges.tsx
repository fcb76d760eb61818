import { Trans } from '@lingui/react/macro'
import { Icon, type IconProps } from '../../ui/icons'
import './trust-badges.css'

// The mark of staff's check of the advertiser's documents ("Anunciante verificado": cards, detail pages, the
// advertiser's page). The marks only a detail page shows (the listing's own document, photos taken at the address)
// are in src/listings/detail/listing-badges.tsx, out of the home page's JavaScript.

const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)

export function VerifiedBadge({ verified, compact = false }: { verified?: boolean; compact?: boolean }) {
  if (!verified) return null
  return (
    <span className={compact ? 'trust-badge trust-badge-compact' : 'trust-badge'}>
      <ShieldIcon size={compact ? 14 : 16} aria-hidden="true" />
      <Trans>Anunciante verificado</Trans>
    </span>
  )
}
