import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Place, PlaceKind } from '../../domain/search'
import { PinIcon } from '../../ui/icons'
import { PLACES_MIN_CHARS, usePlaces } from './get-places'
import { afterInput, closed, comboboxKey, type ComboboxState } from './combobox-keys'
import { useDebouncedValue } from './use-debounced-value'
import './place-combobox.css'
import '../../lib/i18n/discovery-catalog'

export interface PlaceComboboxProps {
  /** Id of the input (the label's htmlFor). */
  id: string
  name?: string
  placeholder: string
  defaultValue?: string
  autoFocus?: boolean
  className?: string
  /** A suggestion was chosen (click, or Enter on the active one). Enter without one submits the form. */
  onPick: (place: Place) => void
}

const DEBOUNCE_MS = 250

/**
 * The search box with place suggestions from GET /api/search/places: a WAI-ARIA combobox (focus stays in the
 * input; arrows move the active option, named by aria-activedescendant; Enter picks it; Escape closes, then clears).
 */
export function PlaceCombobox({
  id,
  name = 'q',
  placeholder,
  defaultValue = '',
  autoFocus,
  className,
  onPick,
}: PlaceComboboxProps) {
  const { t } = useLingui()
  const [value, setValue] = useState(defaultValue)
  const [state, setState] = useState<ComboboxState>(closed)
  const input = useRef<HTMLInputElement>(null)
  const query = useDebouncedValue(value.trim(), DEBOUNCE_MS)
  const places = usePlaces(query)
  const options = value.trim().length >= PLACES_MIN_CHARS ? (places.data ?? []) : []
  const open = state.open && options.length > 0
  const listbox = `${useId()}-places`
  const optionId = (i: number) => `${listbox}-${i}`
  const kindLabels: Record<PlaceKind, string> = { town: t`Cidade`, neighborhood: t`Bairro`, street: t`Rua` }

  // On a server-rendered page a visitor can type before the app has started: hydration keeps the text in the box
  // but not in the state, and no change event comes for it. Taken over once, at start.
  useEffect(() => {
    const box = input.current
    if (!box || box.value === value) return
    setValue(box.value)
    if (document.activeElement === box) setState(afterInput(1))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what was typed before the start
  }, [])

  const pick = (place: Place) => {
    setValue(place.attributes.kind === 'town' ? place.attributes.city : place.attributes.name)
    setState(closed)
    onPick(place)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = comboboxKey(e.key, { ...state, open }, options.length)
    if (step.handled) e.preventDefault()
    setState(step.state)
    if (step.effect?.type === 'pick') pick(options[step.effect.index]!)
    else if (step.effect?.type === 'clear') setValue('')
  }

  return (
    <div className={className ? `combobox ${className}` : 'combobox'}>
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        className="input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listbox}
        aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
        onChange={(e) => {
          setValue(e.target.value)
          setState(afterInput(1))
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setState(closed)}
        onFocus={() => setState(afterInput(1))}
      />
      <ul
        id={listbox}
        role="listbox"
        aria-label={t`Sugestões de lugares`}
        className="combobox-list"
        hidden={!open}
      >
        {open &&
          options.map((place, i) => (
            <li
              key={place.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === state.active}
              className="combobox-option"
              // Keeps the focus in the input, so the click below is not lost to its blur.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== state.active && setState({ open: true, active: i })}
              onClick={() => pick(place)}
            >
              <PinIcon size={18} />
              <span className="combobox-option-text">
                <span className="combobox-option-label">{place.attributes.label}</span>
                <span className="combobox-option-meta">
                  {kindLabels[place.attributes.kind]} ·{' '}
                  {plural(place.attributes.listings, {
                    0: 'nenhum imóvel',
                    one: '# imóvel',
                    other: '# imóveis',
                  })}
                </span>
              </span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? plural(options.length, { one: '# sugestão', other: '# sugestões' }) : ''}
      </p>
    </div>
  )
}
