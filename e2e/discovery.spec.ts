import { expect, test } from '@playwright/test'
import { expectCountOf, openFilters, resultCount, withoutAccents } from './support/discovery'
import { apiGet } from './support/listings'

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner would cover the bottom of a phone screen (its own journey is cookies.spec.ts).
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
})

test.describe('property search', () => {
  test('filters narrow the results, live in the URL, survive reload and a shared link, and clear', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/imoveis')
    // The whole region is past the count's cap: the list says "more than" instead of counting every row.
    const { meta } = await apiGet<{ meta: { total: number; total_capped?: boolean } }>(
      request,
      '/api/properties?per_page=1',
    )
    expect(meta.total_capped).toBe(true)
    await expect(page.locator('.results-count')).toHaveText('Mais de 1.000 imóveis encontrados')
    const all = meta.total

    await openFilters(page)
    await page.getByLabel('Cidade', { exact: true }).selectOption('lapao')
    await expect(page).toHaveURL(/city=lapao/)
    const inTown = await expectCountOf(page, request, '/api/properties?city=lapao&per_page=1')
    expect(inTown).toBeLessThan(all)

    await page.getByRole('group', { name: 'Quartos' }).getByRole('button', { name: '2+' }).click()
    await expect(page).toHaveURL(/bedrooms=2/)
    const withRooms = await expectCountOf(page, request, '/api/properties?city=lapao&bedrooms=2&per_page=1')
    expect(withRooms).toBeLessThan(inTown)

    await page.getByLabel('Preço (R$): máximo').fill('500.000')
    await page.getByLabel('Preço (R$): máximo').press('Enter')
    await expect(page).toHaveURL(/price_max=500000/)
    const query = '/api/properties?city=lapao&bedrooms=2&price_max=500000&per_page=1'
    const narrowed = await expectCountOf(page, request, query)
    expect(narrowed).toBeLessThan(withRooms)
    expect(narrowed).toBeGreaterThan(0)

    // The order: lowest price first.
    await page.getByLabel('Ordenar por').selectOption('price_asc')
    await expect(page).toHaveURL(/sort=price_asc/)
    const { data: cheapest } = await apiGet<{ data: { attributes: { name: string } }[] }>(
      request,
      `${query}&sort=price_asc`,
    )
    await expect(page.locator('.card-grid .listing-card-title').first()).toHaveText(
      cheapest[0]!.attributes.name,
    )

    // The filters in use show as chips.
    const chips = page.getByRole('list', { name: 'Filtros aplicados' })
    await expect(chips.getByRole('button', { name: /Lapão/ })).toBeVisible()
    await expect(chips.getByRole('button', { name: /2\+ quartos/ })).toBeVisible()
    await expect(chips.getByRole('button', { name: /até R\$ 500\.000/ })).toBeVisible()

    // Reload: the same search.
    const url = page.url()
    await page.reload()
    expect(await expectCountOf(page, request, query)).toBe(narrowed)
    await expect(chips.getByRole('button', { name: /2\+ quartos/ })).toBeVisible()

    // The link in another tab: the same search.
    const shared = await context.newPage()
    await shared.goto(url)
    expect(await expectCountOf(shared, request, query)).toBe(narrowed)
    await shared.close()

    // Back undoes the last filter (the order), then the price.
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await page.goBack()
    await expect(page).not.toHaveURL(/price_max/)
    expect(await expectCountOf(page, request, '/api/properties?city=lapao&bedrooms=2&per_page=1')).toBe(
      withRooms,
    )

    // A chip removes its filter; "Limpar filtros" removes them all.
    await chips.getByRole('button', { name: /2\+ quartos/ }).click()
    await expect(page).not.toHaveURL(/bedrooms/)
    await page.locator('.active-filters').getByRole('button', { name: 'Limpar filtros' }).click()
    await expect(page).toHaveURL(/\/imoveis$/)
    expect(await resultCount(page)).toBe(all)
  })

  test('a search with no results says so and offers to clear the filters', async ({ page, request }) => {
    await page.goto('/imoveis?city=lapao&price_max=1&bedrooms=4')
    await expect(page.getByText('Nenhum imóvel encontrado com esses filtros.')).toBeVisible()
    expect(await resultCount(page)).toBe(0)
    await page.locator('.list-results .panel').getByRole('button', { name: 'Limpar filtros' }).click()
    await expect(page).toHaveURL(/\/imoveis$/)
    await expectCountOf(page, request, '/api/properties?per_page=1')
  })

  test('text search finds towns and streets typed without accents', async ({ page, request }) => {
    await page.goto('/imoveis')
    const box = page.getByRole('combobox', { name: 'Buscar imóveis por cidade, bairro ou rua' })

    await box.fill('joao dourado')
    const listbox = page.getByRole('listbox', { name: 'Sugestões de lugares' })
    await expect(listbox.getByRole('option', { name: /^João Dourado/ })).toBeVisible()
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    const active = await box.getAttribute('aria-activedescendant')
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(`[id="${active}"]`)).toContainText('João Dourado')
    await box.press('Enter')
    await expect(page).toHaveURL(/city=joao-dourado/)
    await expectCountOf(page, request, '/api/properties?city=joao-dourado&per_page=1')

    // A street of the demo data, typed in lower case without its accents.
    const { data: streets } = await apiGet<{ data: { attributes: { name: string; city_slug: string } }[] }>(
      request,
      '/api/search/places?q=rua&kind=street&limit=20',
    )
    const street = streets.find((s) => /[À-ú]/.test(s.attributes.name)) ?? streets[0]!
    const typed = withoutAccents(street.attributes.name)
    await box.fill(typed)
    const option = listbox.getByRole('option', { name: new RegExp(`^${street.attributes.name}`) }).first()
    await expect(option).toBeVisible()
    await option.click()
    await expect(page).toHaveURL(new RegExp(`city=${street.attributes.city_slug}`))
    expect(new URL(page.url()).searchParams.get('q')).toBe(street.attributes.name)
    expect(await resultCount(page)).toBeGreaterThan(0)
  })

  test('the home search suggests places and opens their listings', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('searchbox', { name: 'Buscar imóveis por cidade, bairro ou rua' })
    await box.click()
    const combobox = page.getByRole('combobox', { name: 'Buscar imóveis por cidade, bairro ou rua' })
    await combobox.fill('irece')
    await page
      .getByRole('option', { name: /^Irecê/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/imoveis\?city=irece$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Imóveis em Irecê' })).toBeVisible()
  })
})

test('vehicle filters: brand then model from the catalogue, year, seller and condition', async ({
  page,
  request,
}) => {
  await page.goto('/veiculos')
  const all = await expectCountOf(page, request, '/api/vehicles?per_page=1')
  await openFilters(page)
  await page.getByRole('group', { name: 'Tipo de veículo' }).getByRole('button', { name: 'Carros' }).click()
  await expect(page).toHaveURL(/vehicle_type=cars/)
  const cars = await expectCountOf(page, request, '/api/vehicles?vehicle_type=cars&per_page=1')
  expect(cars).toBeLessThan(all)

  // The model list waits for a brand.
  const model = page.getByLabel('Modelo', { exact: true })
  await expect(model).toBeDisabled()
  const { data: brands } = await apiGet<{ data: { id: string; attributes: { name: string } }[] }>(
    request,
    '/api/vehicles/brands?vehicle_type=cars',
  )
  // A brand that has cars listed.
  let brand = brands[0]!
  for (const b of brands) {
    const { meta } = await apiGet<{ meta: { total: number } }>(
      request,
      `/api/vehicles?vehicle_type=cars&brand_id=${b.id}&per_page=1`,
    )
    if (meta.total > 1) {
      brand = b
      break
    }
  }
  await page.getByLabel('Marca', { exact: true }).selectOption(brand.id)
  await expect(page).toHaveURL(new RegExp(`brand_id=${brand.id}`))
  await expect(model).toBeEnabled()
  await expectCountOf(page, request, `/api/vehicles?vehicle_type=cars&brand_id=${brand.id}&per_page=1`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.attributes.name)

  const { data: models } = await apiGet<{ data: { id: string; attributes: { name: string } }[] }>(
    request,
    `/api/vehicles/brands/${brand.id}/models`,
  )
  await expect(model.locator('option')).toHaveCount(models.length + 1)
  await model.selectOption(models[0]!.id)
  await expect(page).toHaveURL(new RegExp(`model_id=${models[0]!.id}`))

  // Another vehicle type drops the brand and model.
  await page.getByRole('group', { name: 'Tipo de veículo' }).getByRole('button', { name: 'Motos' }).click()
  await expect(page).toHaveURL(/vehicle_type=motorcycles/)
  await expect(page).not.toHaveURL(/brand_id|model_id/)

  await page.getByLabel('Ano: mínimo').fill('2018')
  // Enter applies the field and, on a phone, closes the panel on the results.
  await page.getByLabel('Ano: mínimo').press('Enter')
  await expect(page).toHaveURL(/year_min=2018/)
  await openFilters(page)
  await page.getByRole('group', { name: 'Vendedor' }).getByRole('button', { name: 'Particular' }).click()
  await page.getByRole('group', { name: 'Condição' }).getByRole('button', { name: 'Usado' }).click()
  await page.getByLabel('Quilometragem', { exact: true }).selectOption('50000')
  await expect(page).toHaveURL(/year_min=2018/)
  await expect(page).toHaveURL(/seller_type=owner/)
  await expect(page).toHaveURL(/condition=used/)
  await expectCountOf(
    page,
    request,
    '/api/vehicles?vehicle_type=motorcycles&year_min=2018&seller_type=owner&condition=used&mileage_max=50000&per_page=1',
  )
  await page.reload()
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button')).toHaveCount(5)
})

test('a listing page fetched without JavaScript carries Open Graph, JSON-LD and its first data', async ({
  request,
}) => {
  const { data } = await apiGet<{
    data: { id: string; attributes: { category: string; city_slug: string; name: string } }[]
  }>(request, '/api/properties?per_page=1')
  const p = data[0]!
  const res = await request.get(`/imovel/${p.attributes.category}/${p.attributes.city_slug}/${p.id}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
  expect(html).toContain(escaped(p.attributes.name))
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/media\//)
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(jsonLd, 'JSON-LD').toBeTruthy()
  expect(JSON.parse(jsonLd!)).toBeTruthy()
  const state = /<script type="application\/json" id="__QUERY_STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(state, 'inlined query state').toBeTruthy()
  const parsed = JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }
  expect(parsed.queries.map((q) => q.queryKey)).toContainEqual(['properties', 'detail', p.id])
})
