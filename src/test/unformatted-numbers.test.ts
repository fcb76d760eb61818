import { describe, expect, it } from 'vitest'
import { unformattedNumbers } from './unformatted-numbers'

const screenOf = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('unformattedNumbers', () => {
  it('finds counts and money written without grouping', () => {
    expect(
      unformattedNumbers(screenOf('<p>4686 visualizações</p><p>R$ 285000</p><p>0/<span>5000</span></p>')),
    ).toEqual(['4686', '285000', '5000'])
  })

  it('leaves grouped numbers, years, dates, phones, CEPs, words, codes and timestamps alone', () => {
    const screen = screenOf(
      [
        '<p>4.686 visualizações · R$ 285.000,00 · 0/5.000</p>',
        '<p>Ano 2024 · 21/11/2025 · (74) 99999-1234 · CEP 44900-000</p>',
        '<p>maria9937@exemplo.com.br · lista9x21934</p>',
        '<p>Casa no Centro 1795742701060</p>',
        '<p>Anúncio <span data-identifier>2963</span> · <span data-identifier>CRECI-BA 25903</span></p>',
      ].join(''),
    )
    expect(unformattedNumbers(screen)).toEqual([])
  })
})
