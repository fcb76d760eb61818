import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ListingKindName } from '../../../domain/backoffice-moderation'
import { clonedPhotosQueryOptions } from '../api/cloned-photos'
import './cloned-photos.css'
import '../../../lib/i18n/backoffice-catalog'

/**
 * A held listing's photos that copy another advertiser's, each beside the photo it copies, so staff judge with
 * their own eyes before releasing it. Nothing when the listing has none.
 */
export function ClonedPhotos({ kind, id }: { kind: ListingKindName; id: string }) {
  const { t } = useLingui()
  const { data } = useQuery(clonedPhotosQueryOptions(kind, id))
  if (!data || data.length === 0) return null
  return (
    <section
      className="bo-cloned"
      aria-label={t`Fotos iguais às de outro anunciante`}
      data-testid="cloned-photos"
    >
      <h3>
        <Trans>Fotos iguais às de outro anunciante</Trans>
      </h3>
      {data.map(({ detail }) => (
        <div key={`${detail.photo.media_id}:${detail.other.media_id}`} className="bo-cloned-pair">
          <figure>
            <img src={detail.photo.url} alt={t`Foto deste anúncio`} loading="lazy" />
            <figcaption>
              <Trans>Deste anúncio</Trans>
            </figcaption>
          </figure>
          <figure>
            <img src={detail.other.url} alt={t`Foto do outro anúncio`} loading="lazy" />
            <figcaption>
              <Trans>
                Anúncio #{detail.other.listing.id} de outro anunciante: {detail.other.listing.title}
              </Trans>
            </figcaption>
          </figure>
          <p className="muted bo-cloned-distance">
            <Trans>Diferença entre as fotos: {detail.distance} de 64 pontos</Trans>
          </p>
        </div>
      ))}
    </section>
  )
}
