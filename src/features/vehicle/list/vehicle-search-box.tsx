import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Button } from '../../../ui/button'
import { SearchIcon } from '../../../ui/icons'
import '../../../lib/i18n/discovery-catalog'

/** Free text over brand, model, version and description (vehicles have no place suggestions). */
export function VehicleSearchBox({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useLingui()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const text = String(new FormData(e.currentTarget).get('q') ?? '').trim()
    onSearch(text || undefined)
  }
  return (
    <form className="list-search" role="search" onSubmit={submit}>
      <label htmlFor="vl-q" className="visually-hidden">
        {t`Buscar veículos por marca, modelo ou versão`}
      </label>
      <input
        key={q ?? ''}
        id="vl-q"
        name="q"
        type="search"
        className="input"
        defaultValue={q}
        placeholder={t`Marca, modelo ou versão`}
        enterKeyHint="search"
      />
      <Button type="submit" aria-label={t`Buscar`}>
        <SearchIcon />
      </Button>
    </form>
  )
}
