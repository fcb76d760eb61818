import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from '../../ui/toast-store'
import { removeFavorite, saveFavorite } from './favorites-db'
import type { FavoriteDraft } from './to-favorite'
import { useIsFavorite } from './use-favorites'
import './favorites.css'

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The heart on cards and detail pages. Saving keeps the listing on this device and prefetches its page and
 * photos, so it opens offline even if it was never opened (aria-busy while that runs).
 */
export function FavoriteButton({
  listing,
  labelled = false,
  className,
}: {
  listing: FavoriteDraft
  /** With its text beside the heart (detail pages); a round icon button otherwise (cards). */
  labelled?: boolean
  className?: string
}) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const saved = useIsFavorite(listing.key)
  const [busy, setBusy] = useState(false)

  const toggle = async () => {
    if (saved) {
      await removeFavorite(listing.key)
      toast.add({ id: 'favorite', summary: t`Removido dos favoritos` })
      return
    }
    const favorite = { ...listing, savedAt: Date.now() }
    await saveFavorite(favorite)
    toast.add({
      id: 'favorite',
      severity: 'success',
      summary: t`Salvo nos favoritos`,
      detail: t`Ele fica disponível neste aparelho, mesmo sem internet.`,
    })
    setBusy(true)
    try {
      const { prefetchListing } = await import('./prefetch')
      await prefetchListing(router, queryClient, favorite)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={['favorite-button', labelled && 'favorite-button-labelled', saved && 'is-saved', className]
        .filter(Boolean)
        .join(' ')}
      // The icon keeps one name and says its state with aria-pressed; the labelled one says it in its text.
      aria-pressed={labelled ? undefined : saved}
      aria-busy={busy}
      aria-label={labelled ? undefined : t`Salvar nos favoritos: ${listing.title}`}
      title={labelled ? undefined : saved ? t`Remover dos favoritos` : t`Salvar nos favoritos`}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={saved} />
      {labelled && (saved ? t`Salvo nos favoritos` : t`Salvar nos favoritos`)}
    </button>
  )
}
