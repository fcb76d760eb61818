import { describe, expect, it } from 'vitest'
import { hasSavedSearchDraft, keepSavedSearchDraft, takeSavedSearchDraft } from './saved-search-draft'

describe("a visitor's search kept through sign-in", () => {
  it('is given back once, then no more', () => {
    keepSavedSearchDraft({
      kind: 'property',
      query: { category: 'house', listing_type: 'rent' },
      name: 'Casas para alugar',
      push: true,
      email: 'instant',
    })
    expect(hasSavedSearchDraft()).toBe(true)
    expect(takeSavedSearchDraft()).toEqual({
      kind: 'property',
      query: { category: 'house', listing_type: 'rent' },
      name: 'Casas para alugar',
      push: true,
      email: 'instant',
    })
    expect(hasSavedSearchDraft()).toBe(false)
    expect(takeSavedSearchDraft()).toBeNull()
  })

  it('is dropped when what is stored no longer parses (a filter the app does not know any more)', () => {
    localStorage.setItem(
      'mi.savedSearchDraft',
      JSON.stringify({ kind: 'property', query: { unknown: 'x' }, name: 'Casas' }),
    )
    expect(takeSavedSearchDraft()).toBeNull()
    expect(hasSavedSearchDraft()).toBe(false)
  })
})
