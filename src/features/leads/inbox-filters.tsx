import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import type { InboxSearch } from './api/inbox-queries'
import '../../lib/i18n/listing-catalog'

/** Search by name, e-mail, phone or listing, and the listing filter. */
export function InboxFilters({
  search,
  listings,
  onChange,
}: {
  search: InboxSearch
  listings: { key: string; title: string }[]
  onChange: (next: InboxSearch) => void
}) {
  const { t } = useLingui()
  return (
    <div className="inbox-filters">
      <form
        role="search"
        className="inbox-search"
        onSubmit={(e) => {
          e.preventDefault()
          const q = new FormData(e.currentTarget).get('q')
          onChange({ q: (typeof q === 'string' && q.trim()) || undefined })
        }}
      >
        <label className="visually-hidden" htmlFor="inbox-q">
          <Trans>Buscar por nome, e-mail, telefone ou anúncio</Trans>
        </label>
        <input
          id="inbox-q"
          className="input"
          type="search"
          name="q"
          // Uncontrolled, keyed by the URL's search: going back or clearing it shows the search in place.
          key={search.q ?? ''}
          defaultValue={search.q ?? ''}
          placeholder={t`Nome, e-mail, telefone ou anúncio`}
        />
        <Button type="submit" small variant="secondary">
          <Trans>Buscar</Trans>
        </Button>
      </form>
      {listings.length > 0 && (
        <div className="inbox-listing-filter">
          <label htmlFor="inbox-listing">
            <Trans>Anúncio</Trans>
          </label>
          <select
            id="inbox-listing"
            className="input"
            value={search.listing ?? ''}
            onChange={(e) => onChange({ listing: e.target.value || undefined })}
          >
            <option value="">{t`Todos os anúncios`}</option>
            {listings.map((l) => (
              <option key={l.key} value={l.key}>
                {l.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  )
}
