// Keyboard behaviour of the place autocomplete (WAI-ARIA combobox with a listbox popup, focus stays in the input
// and the active option is named by aria-activedescendant). Pure, so it is tested without a DOM.

export interface ComboboxState {
  open: boolean
  /** Index of the active option, -1 for none. */
  active: number
}

export type ComboboxEffect =
  /** The active option was chosen. */
  | { type: 'pick'; index: number }
  /** Enter with no active option: search the typed text. */
  | { type: 'submit' }
  /** Escape on a closed list: empty the input. */
  | { type: 'clear' }

export interface ComboboxStep {
  state: ComboboxState
  effect?: ComboboxEffect
  /** The key was used: the caller calls preventDefault(). */
  handled: boolean
}

export const closed: ComboboxState = { open: false, active: -1 }

/** What `key` does given the state and how many options are listed. */
export function comboboxKey(key: string, state: ComboboxState, count: number): ComboboxStep {
  const same = { state, handled: false }
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return same
      if (!state.open) return { state: { open: true, active: 0 }, handled: true }
      return { state: { open: true, active: (state.active + 1) % count }, handled: true }
    case 'ArrowUp':
      if (count === 0) return same
      if (!state.open) return { state: { open: true, active: count - 1 }, handled: true }
      return {
        state: { open: true, active: state.active <= 0 ? count - 1 : state.active - 1 },
        handled: true,
      }
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count) {
        return { state: closed, effect: { type: 'pick', index: state.active }, handled: true }
      }
      // Not handled: the form submits the typed text itself.
      return { state: closed, effect: { type: 'submit' }, handled: false }
    case 'Escape':
      if (state.open) return { state: closed, handled: true }
      return { state, effect: { type: 'clear' }, handled: true }
    case 'Tab':
      return { state: closed, handled: false }
    default:
      return same
  }
}

/** After typing: the list opens on the new suggestions with none active (Enter still searches the text). */
export const afterInput = (count: number): ComboboxState => ({ open: count > 0, active: -1 })
