import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type ComponentType, type FormEvent } from 'react'
import type { Place } from '../../../domain/search'
import type { PlaceComboboxProps } from '../../../listings/places/place-combobox'
import { placeSearch } from '../../../listings/places/place-search'
import { loadDeal, saveDeal, type Deal } from '../../../listings/search/deal-preference'
import { SearchIcon } from '../../../ui/icons'
import { buttonClass } from '../../../ui/button'

interface Enhanced {
  Combobox: ComponentType<PlaceComboboxProps>
  value: string
  focused: boolean
}

/**
 * Search by city, neighbourhood or street: a plain GET form to /imoveis?q=… (works before JS runs), which becomes
 * the place autocomplete on first touch. The autocomplete and its texts load then, not with the home page.
 */
export function HomeSearch() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null)
  const plain = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  // Buy or rent first, as the visitor last chose it on this device (the app renders in the browser only).
  const [deal, setDeal] = useState<Deal | undefined>(loadDeal)
  const chooseDeal = (next: Deal) => {
    setDeal(next)
    saveDeal(next)
  }
  const withDeal = <T extends object>(search: T) => (deal ? { ...search, listing_type: deal } : search)

  const enhance = () => {
    if (loading.current) return
    loading.current = true
    void import('../../../listings/places/place-combobox').then((m) =>
      // What was typed meanwhile, and the focus, move to the new box.
      setEnhanced({
        Combobox: m.PlaceCombobox,
        value: plain.current?.value ?? '',
        focused: document.activeElement === plain.current,
      }),
    )
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/imoveis', search: withDeal(q ? { q } : {}) })
  }
  const onPick = (place: Place) => void navigate({ to: '/imoveis', search: withDeal(placeSearch(place)) })
  const placeholder = t`Cidade, bairro ou rua`

  return (
    <form className="hero-search" role="search" action="/imoveis" method="get" onSubmit={onSubmit}>
      <fieldset className="hero-deal">
        <legend className="visually-hidden">{t`Comprar ou alugar`}</legend>
        {(['sale', 'rent'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="listing_type"
              value={value}
              checked={deal === value}
              onChange={() => chooseDeal(value)}
            />
            <span>{value === 'sale' ? t`Comprar` : t`Alugar`}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="home-q" className="visually-hidden">
        {t`Buscar imóveis por cidade, bairro ou rua`}
      </label>
      {enhanced ? (
        <enhanced.Combobox
          id="home-q"
          placeholder={placeholder}
          defaultValue={enhanced.value}
          autoFocus={enhanced.focused}
          onPick={onPick}
        />
      ) : (
        <input
          ref={plain}
          id="home-q"
          name="q"
          type="search"
          className="input"
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={enhance}
          onPointerDown={enhance}
        />
      )}
      <button type="submit" className={buttonClass()}>
        <SearchIcon />
        <span className="hero-search-label">{t`Buscar`}</span>
      </button>
    </form>
  )
}
