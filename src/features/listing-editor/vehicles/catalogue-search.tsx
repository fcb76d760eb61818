import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useOnline } from '../../../lib/browser/use-online'
import { afterInput, closed, comboboxKey, type ComboboxState } from '../../../listings/places/combobox-keys'
import { useDebouncedValue } from '../../../listings/places/use-debounced-value'
import { Field } from '../../../ui/field'
import { entryLabel, matchCatalogue, type CatalogueEntry } from './catalogue-match'
import '../../../listings/places/place-combobox.css'

const DEBOUNCE_MS = 150

export interface CatalogueSearchProps {
  entries: readonly CatalogueEntry[]
  /** The catalogue is still arriving. */
  pending: boolean
  /** Part of the catalogue could not be had: only what the device keeps is searched. */
  partial: boolean
  onChoose(entry: CatalogueEntry): void
}

/**
 * "Buscar no catálogo": a few words ("onix 1.0 2022") and a suggestion fills brand, model, year and version at
 * once. A WAI-ARIA combobox like the place search: focus stays in the input, arrows move the active option,
 * Enter picks it (and never sends the form), Escape closes, then clears.
 */
export function CatalogueSearch({ entries, pending, partial, onChoose }: CatalogueSearchProps) {
  const { t } = useLingui()
  const online = useOnline()
  const [value, setValue] = useState('')
  const [state, setState] = useState<ComboboxState>(closed)
  const query = useDebouncedValue(value.trim(), DEBOUNCE_MS)
  const found = useMemo(() => matchCatalogue(entries, query), [entries, query])
  const typing = value.trim() !== query
  const options = value.trim() && !typing ? found.entries : []
  const open = state.open && options.length > 0
  const id = useId()
  const listbox = `${id}-list`
  const optionId = (i: number) => `${listbox}-${i}`

  const choose = (entry: CatalogueEntry) => {
    setValue(entryLabel(entry))
    setState(closed)
    onChoose(entry)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = comboboxKey(e.key, { ...state, open }, options.length)
    // Enter here picks a suggestion or does nothing: it must not send the vehicle form.
    if (step.handled || e.key === 'Enter') e.preventDefault()
    setState(step.state)
    if (step.effect?.type === 'pick') choose(options[step.effect.index]!)
    else if (step.effect?.type === 'clear') setValue('')
  }

  const searched = value.trim() !== '' && !typing
  const note = !online
    ? t`Sem conexão: a busca usa o catálogo guardado neste aparelho. Marca e modelo abaixo continuam disponíveis.`
    : partial
      ? t`Parte do catálogo não carregou: a busca pode não achar todos os veículos. Escolha marca e modelo abaixo.`
      : null
  let status = ''
  if (searched && found.total === 0 && pending) status = t`Carregando o catálogo…`
  else if (searched && found.total === 0)
    status = t`Nenhum veículo encontrado no catálogo. Escolha marca e modelo abaixo.`
  const count =
    found.total > options.length
      ? t`${options.length} de ${found.total} sugestões; digite mais para refinar.`
      : plural(options.length, { one: '# sugestão', other: '# sugestões' })

  return (
    <Field
      label={<Trans>Buscar no catálogo</Trans>}
      htmlFor={`${id}-input`}
      hint={note ?? <Trans>Marca, modelo, versão ou ano, em qualquer ordem.</Trans>}
      className="catalogue-search"
    >
      <div className="combobox">
        <input
          id={`${id}-input`}
          type="search"
          className="input"
          value={value}
          placeholder={t`Ex.: onix 1.0 2022`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listbox}
          aria-describedby={`${id}-input-hint`}
          aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
          aria-busy={pending || typing ? true : undefined}
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
          aria-label={t`Veículos do catálogo`}
          className="combobox-list"
          hidden={!open}
        >
          {open &&
            options.map((entry, i) => (
              <li
                key={`${entry.modelId}-${entry.year}-${entry.version}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === state.active}
                aria-label={entryLabel(entry)}
                className="combobox-option"
                // Keeps the focus in the input, so the click below is not lost to its blur.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => i !== state.active && setState({ open: true, active: i })}
                onClick={() => choose(entry)}
              >
                <span className="combobox-option-text">
                  <span className="combobox-option-label">
                    {entry.brand} {entry.model}
                  </span>
                  <span className="combobox-option-meta">
                    {[entry.version, entry.year].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </li>
            ))}
        </ul>
      </div>
      <p className={status ? 'catalogue-search-status' : 'visually-hidden'} role="status">
        {status || (open ? count : '')}
      </p>
    </Field>
  )
}
