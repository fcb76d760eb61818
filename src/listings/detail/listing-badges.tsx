import { Trans } from '@lingui/react/macro'
import '../../lib/i18n/discovery-catalog'
import { Icon, type IconProps } from '../../ui/icons'
import '../trust/trust-badges.css'

// The marks only a detail page shows, beside the advertiser's (src/listings/trust/trust-badges.tsx, which the cards
// show too): the listing's own document checked by staff ("Documento conferido") and the property photographed at
// its address ("Fotos feitas no local"). Apart from the cards' mark, they stay out of the home page's JavaScript.

const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 3h7l4 4v14H7z" />
    <path d="M10 13l2 2 3-4" />
  </Icon>
)

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
