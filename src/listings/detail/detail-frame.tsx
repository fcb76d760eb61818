import type { ReactNode } from 'react'
import type { Image } from '../../domain/media'
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs'
import { Gallery } from '../../ui/gallery'
import { PinIcon } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'
import { ShareButton } from '../share/share-button'
import { VerifiedBadge } from '../trust/trust-badges'
import { DocumentedBadge, OnSitePhotosBadge } from './listing-badges'
import '../../ui/detail.css'
import './detail-frame.css'

export interface DetailFrameProps {
  /** The document title. */
  pageTitle: string
  breadcrumbs: Crumb[]
  images: Image[]
  /** The gallery's alt text. */
  alt: string
  /** What a share says. */
  shareTitle: string
  badge: ReactNode
  heading: ReactNode
  /** A line under the heading (a vehicle's version), when the kind has one. */
  subtitle?: ReactNode
  place: ReactNode
  price: ReactNode
  /** Under the price: the key facts' icon row and, for rentals, the monthly costs. */
  underPrice?: ReactNode
  /** The advertiser box and the visitor's actions, composed by the route. */
  aside?: ReactNode
  /** The kind's sections (facts, description…), in order. */
  children: ReactNode
  /** Rows of related listings under the page. */
  related: ReactNode
  /** Staff's checks: "Anunciante verificado", "Documento conferido"; and "Fotos feitas no local" (properties). */
  trust?: { verified?: boolean; documented?: boolean; onSite?: boolean }
}

/** A listing's page: gallery, header with price and share, the route's aside, the kind's sections, related rows. */
export function DetailFrame(props: DetailFrameProps) {
  const { subtitle, aside } = props
  return (
    <div className="container">
      <PageTitle title={props.pageTitle} />
      <Breadcrumbs items={props.breadcrumbs} />
      <div className="detail-layout">
        <div className="detail-gallery">
          <Gallery images={props.images} alt={props.alt} />
        </div>
        <header className="detail-header">
          <p className="badge">{props.badge}</p>
          <h1>{props.heading}</h1>
          {subtitle !== undefined && <p className="muted">{subtitle}</p>}
          <p className="detail-place">
            <PinIcon size={18} />
            {props.place}
          </p>
          {(props.trust?.verified || props.trust?.documented || props.trust?.onSite) && (
            <p className="trust-badges">
              <VerifiedBadge verified={props.trust.verified} />
              <DocumentedBadge documented={props.trust.documented} />
              <OnSitePhotosBadge onSite={props.trust.onSite} />
            </p>
          )}
          <p className="detail-price">{props.price}</p>
          {props.underPrice}
          <div className="detail-actions">
            <ShareButton title={props.shareTitle} />
          </div>
        </header>
        {aside !== undefined && <aside className="detail-aside">{aside}</aside>}
        <div className="detail-body">{props.children}</div>
      </div>
      {props.related}
    </div>
  )
}
