import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AddressPrivacy } from '../../../domain/address-privacy'
import type { PropertyAttributes } from '../../../domain/property'
import { PropertyLocation } from './property-location'

/** An answer's address as the server sends it for `level` (the parts it hides already null). */
function attributes(level: AddressPrivacy): PropertyAttributes {
  const exact = level === 'exact'
  const address = {
    street: exact || level === 'street' ? 'Rua Barão do Rio Branco' : null,
    number: exact ? '120' : null,
    complement: null,
    neighborhood: level === 'town' ? null : 'Centro',
    city_id: 2914604,
    city: 'Irecê',
    city_slug: 'irece',
    state: 'BA',
    zip_code: exact ? '44900-000' : null,
    reference: null,
    // No point: the map (maplibre) is not drawn here; the journeys draw it.
    lat: null,
    lng: null,
    privacy: level,
  }
  // The block reads the address only; the rest of a listing's attributes play no part.
  return { address } as unknown as PropertyAttributes
}

const show = (level: AddressPrivacy) =>
  render(
    <I18nProvider i18n={i18n}>
      <PropertyLocation a={attributes(level)} />
    </I18nProvider>,
  ).container

describe('the location block of a property page', () => {
  it.each([
    ['exact', 'Rua Barão do Rio Branco, 120, Centro — Irecê', null],
    ['street', 'Rua Barão do Rio Branco, Centro — Irecê', 'O anunciante mostra a rua, sem o número'],
    ['neighborhood', 'Centro — Irecê', 'O anunciante mostra só o bairro'],
    ['town', 'Irecê', 'O anunciante mostra só a cidade'],
  ] as const)('at level %s reads "%s"', (level, line, note) => {
    const container = show(level)
    expect(container.querySelector('address')?.textContent).toMatch(new RegExp(`^${line}`))
    if (note) expect(screen.getByText(note, { exact: false })).toBeTruthy()
    else expect(screen.queryByText('O anunciante mostra', { exact: false })).toBeNull()
  })
})
