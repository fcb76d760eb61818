import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { PriceDrop } from '../../domain/listing'
import { formatPercent, formatPrice } from '../../lib/format/format'
import { formatDayMonth } from '../../lib/format/dates'
import { EmptyState } from '../../ui/empty-state'
import { PinIcon } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'
import { CardPhoto } from '../../listings/cards/card-photo'
import { FavoriteButton } from '../../listings/favorites/favorite-button'
import type { Favorite } from '../../listings/favorites/favorites-db'
import { hasDetail, prefetchListing } from '../../listings/favorites/prefetch'
import { useFavoriteList } from '../../listings/favorites/use-favorites'
import { lowDataNow } from '../../lib/low-data/mode'
import { rentalPeriodLabels } from '../../listings/labels/property-labels'
import '../../ui/card.css'
import '../../ui/listing-card.css'
import {
  favoriteStatesQueryOptions,
  type FavoriteState,
  type FavoriteStatus,
} from './api/get-favorite-states'
import { FollowCard } from './follow-card'
import '../../lib/i18n/visitor-catalog'
import './favorites-page.css'

/** A favourite no longer on offer says why; a live one says nothing. */
const endedLabels: Record<Exclude<FavoriteState, 'active'>, MessageDescriptor> = {
  sold: msg`Vendido`,
  rented: msg`Alugado`,
  removed: msg`Removido`,
}

/** "Preço reduzido em 10 % em 21/11", and the price before, struck through. */
function DropLine({ drop }: { drop: PriceDrop }) {
  const { t } = useLingui()
  const percent = formatPercent(drop.percent)
  const day = formatDayMonth(drop.at)
  const before = formatPrice(drop.from)
  return (
    <p className="favorite-drop">
      {t`Preço reduzido em ${percent} em ${day}`} <s>{t`antes ${before}`}</s>
    </p>
  )
}

function FavoriteCard({
  favorite,
  status,
}: {
  favorite: Favorite
  /** What the server says of it now; undefined until known (or offline, never loaded). */
  status: FavoriteStatus['attributes'] | undefined
}) {
  const { i18n, t } = useLingui()
  const cover = favorite.cover
  const state = status?.state ?? 'active'
  // The price as it is now when known (it may have dropped since it was saved).
  const price = status && state === 'active' ? status.price : favorite.price
  const drop = state === 'active' ? status?.price_drop : null
  return (
    <article className="listing-card" data-state={state}>
      <div className="listing-card-media">
        {cover ? (
          <CardPhoto cover={cover} eager={false} priority={false} />
        ) : (
          <span className="listing-card-noimage">{t`Sem foto`}</span>
        )}
        <span className="badge listing-card-flag">
          {favorite.type === 'property' ? t`Imóvel` : t`Veículo`}
        </span>
        {state !== 'active' && <span className="badge favorite-ended">{i18n._(endedLabels[state])}</span>}
        <FavoriteButton listing={favorite} />
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">
          {formatPrice(price)}
          {price !== null && favorite.rental_period && (
            <small>{i18n._(rentalPeriodLabels[favorite.rental_period])}</small>
          )}
        </p>
        <h2 className="listing-card-title">
          <Link to={favorite.path}>{favorite.title}</Link>
        </h2>
        {drop && <DropLine drop={drop} />}
        {favorite.subtitle && <p className="listing-card-meta">{favorite.subtitle}</p>}
        <p className="listing-card-place">
          <PinIcon size={16} />
          {favorite.place}
        </p>
      </div>
    </article>
  )
}

/** /favoritos: the listings saved on this device; they open offline. */
export function FavoritesPage() {
  const { t } = useLingui()
  const favorites = useFavoriteList()
  const router = useRouter()
  const queryClient = useQueryClient()
  const states = useQuery({ ...favoriteStatesQueryOptions(favorites ?? []), enabled: !!favorites?.length })

  // Online, fetch again what the query cache no longer holds (it keeps a week), so they keep opening offline.
  useEffect(() => {
    // Not in low-data mode: a favourite's copy for offline is a download nobody asked for yet.
    if (!favorites || !navigator.onLine || lowDataNow()) return
    for (const favorite of favorites) {
      if (!hasDetail(queryClient, favorite)) void prefetchListing(router, queryClient, favorite)
    }
  }, [favorites, queryClient, router])

  return (
    <div className="container section">
      <PageTitle title={t`Favoritos`} />
      <h1 className="page-title">
        <Trans>Favoritos</Trans>
      </h1>
      <p className="muted">
        <Trans>Os anúncios que você salva ficam neste aparelho e abrem mesmo sem internet.</Trans>
      </p>
      <FollowCard />
      {favorites === null ? null : favorites.length === 0 ? (
        <EmptyState title={t`Você ainda não salvou nenhum anúncio.`}>
          <p>
            <Trans>Toque no coração de um anúncio para salvá-lo aqui.</Trans>
          </p>
          <p>
            <Link to="/imoveis">
              <Trans>Ver imóveis</Trans>
            </Link>{' '}
            ·{' '}
            <Link to="/veiculos">
              <Trans>Ver veículos</Trans>
            </Link>
          </p>
        </EmptyState>
      ) : (
        <ul className="card-grid">
          {favorites.map((favorite) => (
            <li key={favorite.key}>
              <FavoriteCard favorite={favorite} status={states.data?.[favorite.key]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
