import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LowDataDescription, LowDataNote, LowDataToggle } from '../../app/shell/low-data-toggle'
import { isLowData } from '../../domain/low-data'
import { chooseLowData, lowDataAsServed, lowDataNow, whenNotLowData } from './mode'

/** A Network Information object as Chromium exposes it: its fields and a 'change' event. */
class FakeConnection extends EventTarget {
  constructor(
    public effectiveType: string,
    public saveData = false,
  ) {
    super()
  }
}

const setConnection = (connection: FakeConnection | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
const clearChoice = () => {
  document.cookie = 'economia-dados=; max-age=0; path=/'
}

beforeEach(() => {
  clearChoice()
  setConnection(undefined)
  document.body.innerHTML = '<div id="root"></div>'
})
afterEach(() => {
  clearChoice()
  setConnection(undefined)
})

describe('low-data mode', () => {
  it.each([
    [{ choice: null, saveData: false }, false],
    [{ choice: null, saveData: true }, true],
    [{ choice: null, saveData: false, effectiveType: '2g' }, true],
    [{ choice: null, saveData: false, effectiveType: 'slow-2g' }, true],
    [{ choice: null, saveData: false, effectiveType: '3g' }, false],
    [{ choice: 'off', saveData: true, effectiveType: '2g' }, false],
    [{ choice: 'on', saveData: false, effectiveType: '4g' }, true],
  ] as const)('decides %j → %s', (hints, expected) => {
    expect(isLowData(hints)).toBe(expected)
  })

  it('is on when the server saw Save-Data on the page’s request, as served and now', () => {
    expect(lowDataNow()).toBe(false)
    document.getElementById('root')!.setAttribute('data-save-data', '')
    expect(lowDataAsServed()).toBe(true)
    expect(lowDataNow()).toBe(true)
  })

  it('follows the browser’s connection: 2G or its own Save-Data, not 3G', () => {
    setConnection(new FakeConnection('3g'))
    expect(lowDataNow()).toBe(false)
    setConnection(new FakeConnection('2g'))
    expect(lowDataNow()).toBe(true)
    // Hydration renders what the server rendered (it cannot know the connection type).
    expect(lowDataAsServed()).toBe(false)
    setConnection(new FakeConnection('4g', true))
    expect(lowDataNow()).toBe(true)
  })

  it('lets the visitor’s choice override both ways, kept in a cookie the server reads', () => {
    setConnection(new FakeConnection('2g'))
    chooseLowData(false)
    expect(document.cookie).toContain('economia-dados=off')
    expect(lowDataNow()).toBe(false)
    setConnection(new FakeConnection('4g'))
    chooseLowData(true)
    expect(lowDataNow()).toBe(true)
  })

  it('starts the service worker only once the mode is off', () => {
    chooseLowData(true)
    let started = 0
    whenNotLowData(() => started++)
    expect(started).toBe(0)
    chooseLowData(true)
    expect(started).toBe(0)
    chooseLowData(false)
    chooseLowData(true)
    chooseLowData(false)
    expect(started).toBe(1)
  })

  it('the header switch says its state to screen readers and explains itself; a press is kept', () => {
    render(
      <I18nProvider i18n={i18n}>
        <LowDataToggle />
        <LowDataDescription />
        <LowDataNote />
      </I18nProvider>,
    )
    const toggle = screen.getByRole('button', { name: 'Economia de dados' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(toggle.getAttribute('aria-describedby')).toBe('low-data-note')
    expect(document.getElementById('low-data-note')!.textContent).toContain('mapas sob pedido')
    act(() => fireEvent.click(toggle))
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(document.cookie).toContain('economia-dados=on')
    expect(screen.getByText('Economia de dados ligada:')).toBeTruthy()
  })
})
