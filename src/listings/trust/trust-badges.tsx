import { Trans } from '@lingui/react/macro'
import { Icon, type IconProps } from '../../ui/icons'
import './trust-badges.css'

// The two marks of staff's checks: the advertiser's documents ("Anunciante verificado": cards, detail pages, the
// advertiser's page) and the listing's own document ("Documento conferido": the detail page); and the mark of a
// property photographed at its address ("Fotos feitas no local": the detail page, like the listing's document).

const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)
const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 3h7l4 4v14H7z" />
    <path d="M10 13l2 2 3-4" />
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

export function DocumentedBadge({ documented }: { documented?: boolean }) {
  if (!documented) return null
  return (
    <span className="trust-badge">
      <DocumentIcon size={16} aria-hidden="true" />
      <Trans>Documento conferido</Trans>
    </span>
  )
}

const CameraPinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l2-2h6l2 2h3v11H4z" />
    <circle cx="12" cy="13" r="3" />
  </Icon>
)

/** Most of the property's photos were taken with the app's camera at its address (src/domain/on-site-photos.ts). */
export function OnSitePhotosBadge({ onSite }: { onSite?: boolean }) {
  if (!onSite) return null
  return (
    <span className="trust-badge" data-testid="on-site-badge">
      <CameraPinIcon size={16} aria-hidden="true" />
      <Trans>Fotos feitas no local</Trans>
    </span>
  )
}
