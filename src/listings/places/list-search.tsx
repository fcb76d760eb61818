import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { Place } from '../../domain/search'
import { Button } from '../../ui/button'
import { SearchIcon } from '../../ui/icons'
import { PlaceCombobox } from './place-combobox'
import '../../lib/i18n/discovery-catalog'

export interface ListSearchProps {
  id: string
  q: string | undefined
  label: string
  placeholder: string
  /** Enter or the button with typed text (no suggestion chosen). */
  onSearch: (q: string | undefined) => void
  onPick: (place: Place) => void
}

/** The free-text box of a list page, with place suggestions. */
export function ListSearch({ id, q, label, placeholder, onSearch, onPick }: ListSearchProps) {
  const { t } = useLingui()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const text = String(new FormData(e.currentTarget).get('q') ?? '').trim()
    onSearch(text || undefined)
  }
  return (
    <form className="list-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {/* A new text from the URL (back button, a removed chip) replaces the typed one. */}
      <PlaceCombobox key={q ?? ''} id={id} defaultValue={q} placeholder={placeholder} onPick={onPick} />
      <Button type="submit" aria-label={t`Buscar`}>
        <SearchIcon />
      </Button>
    </form>
  )
}
