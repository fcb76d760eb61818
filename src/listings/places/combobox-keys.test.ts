import { describe, expect, it } from 'vitest'
import { afterInput, closed, comboboxKey, type ComboboxState } from './combobox-keys'

const open = (active: number): ComboboxState => ({ open: true, active })

describe('comboboxKey', () => {
  it('ArrowDown opens the list on the first option, then moves down and wraps', () => {
    expect(comboboxKey('ArrowDown', closed, 3)).toEqual({ state: open(0), handled: true })
    expect(comboboxKey('ArrowDown', open(0), 3).state).toEqual(open(1))
    expect(comboboxKey('ArrowDown', open(2), 3).state).toEqual(open(0))
    expect(comboboxKey('ArrowDown', open(-1), 3).state).toEqual(open(0))
  })

  it('ArrowUp opens on the last option, moves up and wraps', () => {
    expect(comboboxKey('ArrowUp', closed, 3).state).toEqual(open(2))
    expect(comboboxKey('ArrowUp', open(2), 3).state).toEqual(open(1))
    expect(comboboxKey('ArrowUp', open(0), 3).state).toEqual(open(2))
    expect(comboboxKey('ArrowUp', open(-1), 3).state).toEqual(open(2))
  })

  it('arrows do nothing without suggestions', () => {
    expect(comboboxKey('ArrowDown', closed, 0)).toEqual({ state: closed, handled: false })
    expect(comboboxKey('ArrowUp', closed, 0).handled).toBe(false)
  })

  it('Enter picks the active option, or lets the form search the text', () => {
    expect(comboboxKey('Enter', open(1), 3)).toEqual({
      state: closed,
      effect: { type: 'pick', index: 1 },
      handled: true,
    })
    expect(comboboxKey('Enter', open(-1), 3)).toEqual({
      state: closed,
      effect: { type: 'submit' },
      handled: false,
    })
    expect(comboboxKey('Enter', closed, 3).effect).toEqual({ type: 'submit' })
    // A stale index (the list shrank) is not picked.
    expect(comboboxKey('Enter', open(5), 3).effect).toEqual({ type: 'submit' })
  })

  it('Escape closes an open list, and empties the input when already closed', () => {
    expect(comboboxKey('Escape', open(1), 3)).toEqual({ state: closed, handled: true })
    expect(comboboxKey('Escape', closed, 3)).toEqual({
      state: closed,
      effect: { type: 'clear' },
      handled: true,
    })
  })

  it('Tab closes the list and moves focus as usual', () => {
    expect(comboboxKey('Tab', open(1), 3)).toEqual({ state: closed, handled: false })
  })

  it('other keys are left to the input', () => {
    expect(comboboxKey('a', open(1), 3)).toEqual({ state: open(1), handled: false })
    expect(comboboxKey('Home', open(1), 3).handled).toBe(false)
  })
})

describe('afterInput', () => {
  it('opens with no active option when there are suggestions', () => {
    expect(afterInput(4)).toEqual(open(-1))
    expect(afterInput(0)).toEqual({ open: false, active: -1 })
  })
})
