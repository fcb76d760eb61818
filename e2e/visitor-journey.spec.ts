import { expect, test, type Locator } from '@playwright/test'
import { propertyPath } from '../src/domain/paths'
import { acceptCookies } from './support/accounts'
import { typedTextContrast } from './support/contrast'
import { findDetail } from './support/discovery'
import { apiGet } from './support/listings'

// The visitor's first minutes on a phone: a search field that shows what is typed, buy or rent asked first, a
// listing page that leads with what a buyer decides on, and the monthly costs and both prices spelled out.

interface Property {
  id: string
  attributes: {
    name: string
    category: string
    city_slug: string
    listing_type: 'sale' | 'rent' | 'both'
    price: number | null
    rent_price: number | null
    rental_period: string | null
    condo_fee: number | null
    iptu_monthly: number | null
  }
}

const brl = (n: number) => `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(n)}`

async function expectReadable(field: Locator) {
  await field.click()
  await field.pressSequentially('Centro')
  const { ratio, height } = await typedTextContrast(field)
  expect(ratio, 'contrast of the typed text').toBeGreaterThanOrEqual(4.5)
  expect(height, 'height of the focused field').toBeGreaterThanOrEqual(40)
}

test('typed text is readable in every search field', async ({ page }) => {
  await page.goto('/')
  await page.locator('#home-q').click()
  // The autocomplete replaces the plain field on first touch.
  await expectReadable(page.getByRole('combobox', { name: 'Buscar imóveis por cidade, bairro ou rua' }))
  await page.goto('/imoveis')
  await expectReadable(page.getByRole('combobox', { name: 'Buscar imóveis por cidade, bairro ou rua' }))
  await page.goto('/veiculos')
  await expectReadable(page.getByRole('searchbox').first())
})

test('"Alugar" on the home search lists only rentals, and is remembered', async ({ page, request }) => {
  await page.goto('/')
  await page.getByText('Alugar', { exact: true }).click()
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/listing_type=rent/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Imóveis para alugar em Irecê e região' }),
  ).toBeVisible()
  await expect(page.locator('.listing-card').first()).toBeVisible()
  const metas = await page.locator('.listing-card-meta').allTextContents()
  expect(metas.length).toBeGreaterThan(0)
  for (const meta of metas) expect(meta).toMatch(/· (Aluguel|Venda ou aluguel)$/)
  const { data } = await apiGet<{ data: Property[] }>(
    request,
    '/api/properties?listing_type=rent&per_page=60',
  )
  expect(data.every((p) => p.attributes.listing_type !== 'sale')).toBe(true)
  await expect(
    page.getByRole('group', { name: 'Comprar ou alugar' }).getByRole('button', { name: 'Alugar' }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/')
  await expect(page.getByRole('radio', { name: 'Alugar' })).toBeChecked()
})

test('"hilux" on the home search offers the vehicles', async ({ page }) => {
  await page.goto('/')
  await page.locator('#home-q').click()
  await page.getByRole('combobox', { name: 'Buscar imóveis por cidade, bairro ou rua' }).fill('hilux')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/imoveis\?q=hilux/)
  await expect(page.getByText('Nenhum imóvel encontrado', { exact: false }).first()).toBeVisible()
  const offer = page.getByRole('link', { name: /^Ver \d+ veículos?$/ })
  await expect(offer).toBeVisible()
  const shown = Number((await offer.textContent())?.replace(/\D/g, ''))
  await offer.click()
  await expect(page).toHaveURL(/\/veiculos\?q=hilux/)
  await expect(page.locator('.results-count')).toHaveText(new RegExp(`^${shown} ve[ií]culos? encontrados?$`))
})

test('the brand filter names each brand once', async ({ page }) => {
  await page.goto('/veiculos')
  const toggle = page.locator('.filters-toggle')
  if (await toggle.isVisible()) await toggle.click()
  const brand = page.getByLabel('Marca', { exact: true })
  await expect(brand.locator('option').nth(2)).toBeAttached()
  const names = (await brand.locator('option').allTextContents()).slice(1)
  expect(names.length).toBeGreaterThan(3)
  expect(new Set(names).size, names.join(', ')).toBe(names.length)
})

test('a property page leads with the key facts and keeps the contact bar while scrolling', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await acceptCookies(context, baseURL)
  const property = await findDetail<Property>(
    request,
    '/api/properties?category=house&listing_type=sale',
    (id) => `/api/properties/${id}`,
    (p) => p.attributes.price !== null,
  )
  await page.goto(propertyPath(property))
  const facts = page.getByRole('list', { name: 'Principais características' })
  await expect(facts).toBeVisible()
  const box = await facts.boundingBox()
  expect(box!.y + box!.height, 'key facts on the first screen').toBeLessThanOrEqual(740)
  const bar = page.getByRole('navigation', { name: 'Contato com o anunciante' })
  await expect(bar.getByRole('button', { name: 'Mensagem' })).toBeVisible()

  // Nothing ends under the bar: once at the very end (rows of related listings load as they come into view),
  // the page's last line sits above it.
  const barTop = async () => (await bar.boundingBox())!.y
  await expect
    .poll(async () => {
      const bottom = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        const last = document.querySelector('footer') ?? document.body.lastElementChild!
        return last.getBoundingClientRect().bottom
      })
      return bottom - (await barTop())
    })
    .toBeLessThanOrEqual(1)
  await expect(bar).toBeInViewport()

  // "Mensagem" opens the form; the confirmation comes into view once sent.
  await bar.getByRole('button', { name: 'Mensagem' }).click()
  const form = page.locator('form.contact-form')
  await expect(form.getByLabel('Nome')).toBeFocused()
  await form.getByLabel('Nome').fill('Maria Visitante')
  await form.getByLabel('E-mail').fill('maria.visitante@example.com')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  const status = page.getByRole('status').filter({ hasText: /Mensagem enviada|guardada/ })
  await expect(status).toBeInViewport()
  await expect(status).toHaveAttribute('aria-live', 'polite')
})

test('an apartment for rent shows condomínio, IPTU and the monthly total', async ({ page, request }) => {
  const flat = await findDetail<Property>(
    request,
    '/api/properties?category=apartment&listing_type=rent',
    (id) => `/api/properties/${id}`,
    (p) =>
      p.attributes.listing_type === 'rent' &&
      p.attributes.rental_period === 'monthly' &&
      p.attributes.price !== null &&
      p.attributes.condo_fee !== null &&
      p.attributes.iptu_monthly !== null,
  )
  const a = flat.attributes
  await page.goto(propertyPath(flat))
  const total = a.price! + a.condo_fee! + a.iptu_monthly!
  const costs = page.locator('.monthly-costs')
  await expect(costs).toContainText(`Condomínio${brl(a.condo_fee!)}/mês`)
  await expect(costs).toContainText(`IPTU${brl(a.iptu_monthly!)}/mês`)
  await expect(costs).toContainText(`Total mensal${brl(total)}/mês`)
})

test('a listing for sale and rent shows both prices on its card', async ({ page, request }) => {
  const both = await findDetail<Property>(
    request,
    '/api/properties?listing_type=rent',
    (id) => `/api/properties/${id}`,
    (p) =>
      p.attributes.listing_type === 'both' && p.attributes.price !== null && p.attributes.rent_price !== null,
  )
  const a = both.attributes
  await page.goto(
    `/imoveis?city=${a.city_slug}&category=${a.category}&price_min=${a.price}&price_max=${a.price}`,
  )
  const card = page.locator('.listing-card').filter({ has: page.locator(`a[href$="/${both.id}"]`) })
  await expect(card.locator('.listing-card-price')).toContainText(`Venda ${brl(a.price!)}`)
  await expect(card.locator('.listing-card-price')).toContainText(`Aluguel ${brl(a.rent_price!)}`)
})
