import { describe, expect, it } from 'vitest'
import { tabShowing } from './push'

const tab = (url: string) => ({ url })

describe('the tab a notification click focuses', () => {
  const tabs = [tab('https://m.test/imoveis'), tab('https://m.test/imoveis?category=house&listing_type=rent')]

  it("is the tab on the alert's search, query included", () => {
    expect(tabShowing(tabs, '/imoveis?category=house&listing_type=rent')).toBe(tabs[1])
  })

  it('is none when only the same path with another search is open (a new tab opens the alert)', () => {
    expect(tabShowing(tabs, '/imoveis?category=apartment')).toBeUndefined()
  })

  it('is the plain page for a path without a query, e.g. a lead', () => {
    expect(tabShowing([tab('https://m.test/dashboard/messages/42')], '/dashboard/messages/42')).toEqual(
      tab('https://m.test/dashboard/messages/42'),
    )
  })
})
