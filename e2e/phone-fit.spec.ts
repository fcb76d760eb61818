import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { propertyPath, vehiclePath } from '../src/domain/paths'
import { newAdvertiser, useToken } from './support/advertiser'
import { AxeLedger, axeViolations, expectAxeWithin } from './support/axe'
import { apiGet } from './support/listings'
import { sidewaysPan } from './support/phone-fit'
import { unformattedNumbers } from '../src/test/unformatted-numbers'

// Every page a visitor or an advertiser can open fits the narrowest phones: nothing pans sideways at 320 and 360 px
// (the page is never wider than the screen), and the header keeps its rows ('Anunciar' reachable, nothing cut):
// one row at 320 px, two at most from 360 px. The same pages pass axe (WCAG A/AA and best practices) at both widths.

type PathOf<T extends (listing: never) => string> = Parameters<T>[0]
const WIDTHS = [320, 360] as const

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const { data: properties } = await apiGet<{ data: PathOf<typeof propertyPath>[] }>(
    request,
    '/api/properties?per_page=1',
  )
  const { data: vehicles } = await apiGet<{ data: PathOf<typeof vehiclePath>[] }>(
    request,
    '/api/vehicles?per_page=1',
  )
  const { data: plans } = await apiGet<{ data: { id: string }[] }>(request, '/api/plans?profile=owner')
  return [
    '/',
    '/imoveis',
    '/imoveis?view=map',
    '/veiculos',
    propertyPath(properties[0]!),
    vehiclePath(vehicles[0]!),
    '/anunciante/imobiliaria/{advertiser}',
    '/favoritos',
    '/anunciar/imobiliaria-ou-corretor',
    '/planos',
    `/planos/${plans[0]!.id}`,
    '/entrar',
    '/registrar',
    '/esqueci-senha',
    '/sobre-nos',
    '/contato',
    '/termos-de-uso',
    '/politica-de-privacidade',
    '/rota-que-nao-existe',
  ]
}

const dashboardPages = (propertyId: string) => [
  '/dashboard',
  '/dashboard/properties',
  '/dashboard/properties/new',
  `/dashboard/properties/${propertyId}/edit`,
  '/dashboard/properties/highlights',
  '/dashboard/properties/archived',
  '/dashboard/vehicles',
  '/dashboard/vehicles/new',
  '/dashboard/vehicles/archived',
  '/dashboard/messages',
  '/dashboard/subscriptions',
  '/dashboard/settings',
  '/dashboard/settings/profile',
  '/dashboard/settings/company',
  '/dashboard/settings/change-password',
  '/dashboard/settings/change-email',
  '/dashboard/settings/payment_methods',
]

const ownerFlow = ['/anunciar/proprietario']

const shots = process.env.E2E_SHOTS_DIR
/** The screens this fit changed, kept as pictures when E2E_SHOTS_DIR is set. */
const SHOWN = [
  '/',
  '/dashboard',
  '/dashboard/messages',
  '/dashboard/properties',
  '/anunciar/imobiliaria-ou-corretor',
]
const pans: string[] = []
const checked: string[] = []
const axe = new AxeLedger()
/** Over every page of this file: none critical or serious, a few moderate at most. */
const AXE_BUDGET = { critical: 0, serious: 0, moderate: 5 }
test.afterAll(() => {
  if (checked.length === 0) return
  console.log(
    `phone fit: ${checked.length} pages checked at ${WIDTHS.join(' and ')} px\n  ${checked.join('\n  ')}`,
  )
  console.log(axe.summary())
})

/** The header's rows: its visible items by their top (the menu of sections is not drawn from 360 px on). */
const headerRows = (page: Page) =>
  page.locator('.site-header-inner').evaluate((el) => {
    const shown = [...el.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0)
    return {
      tops: new Set(shown.map((r) => Math.round(r.top))).size,
      height: el.getBoundingClientRect().height,
      tallest: Math.max(...shown.map((r) => r.height)),
    }
  })

async function expectFits(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 })
    await page.goto(path)
    await expect(page.locator('main, [role="main"]').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const { pan, culprits } = await sidewaysPan(page, width)
    pans.push(`${path} ${width}: ${pan}`)
    if (shots && SHOWN.includes(path))
      await page.screenshot({ path: `${shots}/${path.replace(/\W+/g, '_')}-${width}.png` })
    axe.record(path, await axeViolations(page))
    expect.soft(pan, `${path} at ${width} px pans ${pan} px: ${culprits.join(' · ')}`).toBeLessThanOrEqual(0)
    // Counts and money the pt-BR way on every screen: 4.686, not 4686.
    if (width === WIDTHS[0])
      expect
        .soft(await page.locator('body').evaluate(unformattedNumbers), `${path}: numbers without grouping`)
        .toEqual([])
    // The header: one row of touch-sized items at 320 px; from 360 px the brand row and the links row.
    if (await page.locator('.site-header-inner').count()) {
      const { tops, height, tallest } = await headerRows(page)
      expect.soft(tops, `${path} at ${width} px: header rows`).toBeLessThanOrEqual(width < 360 ? 1 : 2)
      if (width < 360)
        expect.soft(height, `${path} at ${width} px: header height`).toBeLessThanOrEqual(tallest)
    }
  }
  checked.push(path)
}

test('public pages fit 320 and 360 px phones', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000)
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  const paths = await publicPages(request)
  for (const path of paths) {
    if (path.includes('{advertiser}')) {
      // The advertiser of the first property, as its page links to it.
      await page.goto(paths[4]!)
      const href = await page.locator('main a[href^="/anunciante/"]').first().getAttribute('href')
      await expectFits(page, href!)
    } else await expectFits(page, path)
  }
  expectAxeWithin(axe, AXE_BUDGET)
})

test('the dashboard and the owner flow fit 320 and 360 px phones, signed in with a listing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = await newAdvertiser(request)
  const created = await request.post('/v1/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Casa com quintal no Centro de Irecê',
      description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
      category: 'house',
      listing_type: 'sale',
      price: 1_250_000,
      bedroom: 3,
      address: { neighborhood: 'Centro', city_id: 2914604, zip_code: '44900-000' },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { data: { id: string } }).data.id
  // A visitor's message, with a long address, so the inbox and the conversation have something to show.
  const lead = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': '10.200.1.1' },
    data: {
      property_id: Number(id),
      kind: 'message',
      name: 'Maria Aparecida dos Santos Oliveira',
      email: 'maria.aparecida.dos.santos.oliveira@exemplo-provedor.com.br',
      message: 'Olá! Tenho interesse na casa. Ainda está disponível? Podemos marcar uma visita no sábado?',
      consent: true,
    },
  })
  expect(lead.status(), await lead.text()).toBeLessThan(300)
  // And a tap on the number: the inbox's last tab, past the edge of a 320 px screen, has an unread count too.
  const call = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': '10.200.1.2' },
    data: { property_id: Number(id), kind: 'phone', name: 'Visitante', consent: true },
  })
  expect(call.status(), await call.text()).toBeLessThan(300)
  const inbox = await request.get('/v1/inbox', { headers: { authorization: `Bearer ${token}` } })
  const leadId = ((await inbox.json()) as { data: { id: string }[] }).data[0]!.id
  await useToken(context, baseURL!, token)
  for (const path of [...dashboardPages(id), `/dashboard/messages/${leadId}`, ...ownerFlow])
    await expectFits(page, path)
  expectAxeWithin(axe, AXE_BUDGET)
})

test("'Anunciar' offers the owner's flow and the business page, by keyboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await page.setViewportSize({ width: 320, height: 740 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  const toggle = nav.getByText('Anunciar')
  await toggle.focus()
  await page.keyboard.press('Enter')
  const owner = nav.getByRole('link', { name: 'Sou proprietário' })
  const business = nav.getByRole('link', { name: 'Sou corretor ou imobiliária' })
  await expect(owner).toBeVisible()
  await expect(business).toBeVisible()
  await expect(owner).toHaveAttribute('href', '/anunciar/proprietario')
  const box = await business.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/anunciar-menu-320.png` })
  await page.keyboard.press('Escape')
  await expect(owner).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await business.click()
  await expect(page).toHaveURL(/\/anunciar\/imobiliaria-ou-corretor$/)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
})

test("at 320 px 'Imóveis' and 'Veículos' are in the menu, by keyboard; from 360 px they are in the header", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await page.setViewportSize({ width: 320, height: 740 })
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Imóveis' })).toBeHidden()
  const menu = banner.getByLabel('Menu')
  await menu.focus()
  await page.keyboard.press('Enter')
  const vehicles = banner.getByRole('link', { name: 'Veículos' })
  await expect(vehicles).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Imóveis' })).toHaveAttribute('href', '/imoveis')
  const box = await vehicles.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  // The open menu passes axe too.
  const open = await axeViolations(page)
  expect(open, open.map((v) => `${v.rule} (${v.impact}): ${v.targets.join(' · ')}`).join('\n')).toEqual([])
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/sections-menu-320.png` })
  await page.keyboard.press('Escape')
  await expect(vehicles).toBeHidden()
  await expect(menu).toBeFocused()
  await page.keyboard.press('Enter')
  await vehicles.click()
  await expect(page).toHaveURL(/\/veiculos$/)
  await expect(vehicles).toBeHidden()

  await page.setViewportSize({ width: 360, height: 740 })
  await expect(menu).toBeHidden()
  await expect(banner.getByRole('link', { name: 'Imóveis' })).toBeVisible()
  await expect(vehicles).toBeVisible()
})
