import { expect, test, type Page } from '@playwright/test'
import { newAdvertiser, useToken } from './support/advertiser'

// The advertiser's list of 24 properties on a 360×740 phone: compact cards (Editar and Publicar in sight, the rest
// behind "Mais ações"), how many screens tall the page is, picking many, and an action from the keyboard that keeps
// the scroll position and the focus.

const SCREEN = 740
const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage })
}

test('a 24-listing list stays short on a phone; select many; an action keeps scroll and focus', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  const stamp = Date.now()
  for (let i = 1; i <= 24; i++) {
    const res = await request.post('/v1/properties', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Casa ${String(i).padStart(2, '0')} do painel ${stamp}`,
        description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
        category: 'house',
        listing_type: 'both',
        price: 300000 + i * 1000,
        rent_price: 1500,
        rental_period: 'monthly',
        bedroom: 3,
        // The twelfth card from the top (newest first) is live: its menu holds the status actions.
        status: i === 13 ? 'active' : 'pending',
        address: { neighborhood: 'Centro', city_id: 2914604, zip_code: '44900-000' },
      },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  await useToken(context, baseURL!, token)
  await page.goto('/dashboard/properties')
  const items = page.getByTestId('my-property')
  await expect(items).toHaveCount(24)

  const list = await page.locator('ul.my-list').boundingBox()
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  const listScreens = list!.height / SCREEN
  console.log(
    `24-listing panel on 360×740: list ${Math.round(list!.height)} px = ${listScreens.toFixed(1)} screens; ` +
      `whole page ${pageHeight} px = ${(pageHeight / SCREEN).toFixed(1)} screens`,
  )
  await shot(page, 'panel-phone-top')
  await shot(page, 'panel-phone-full', true)
  // Compact: a card's own actions are at most "Editar", "Publicar" and the menu button.
  const first = items.first()
  await expect(first.getByRole('button', { name: /Arquivar|Excluir|Pausar/ })).toHaveCount(0)
  expect(listScreens).toBeLessThan(8)

  // Picking many: each card's checkbox, and the count above the list.
  await page.getByRole('checkbox', { name: /Casa 01 do painel/ }).check()
  await page.getByRole('checkbox', { name: /Casa 02 do painel/ }).check()
  await page.getByRole('checkbox', { name: /Casa 03 do painel/ }).check()
  await expect(page.getByRole('status').filter({ hasText: '3 selecionados' })).toBeVisible()
  await page.getByRole('button', { name: 'Limpar seleção' }).click()
  await expect(page.getByText('Nenhum selecionado')).toBeVisible()

  // The twelfth card's menu, from the keyboard: an accessible menu button, its items, Escape closes it.
  const card = items.nth(11)
  const more = card.getByRole('button', { name: /^Mais ações/ })
  await more.scrollIntoViewIfNeeded()
  await expect(more).toHaveAttribute('aria-haspopup', 'menu')
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Pausar' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Arquivar' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Excluir' })).toBeVisible()
  await shot(page, 'panel-phone-menu')
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(more).toBeFocused()

  // An action: the list is refreshed in place, the page does not jump and the focus stays on the card's menu.
  const before = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Pausar' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Pausar' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Situação do anúncio alterada.')).toBeVisible()
  await expect(card).toHaveAttribute('data-status', 'paused')
  await expect(more).toBeFocused()
  const after = await page.evaluate(() => window.scrollY)
  expect(Math.abs(after - before)).toBeLessThan(40)
  expect(before).toBeGreaterThan(SCREEN)
})
