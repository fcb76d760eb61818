// A new advertiser enters a car from "Buscar no catálogo" on a 360×740 phone: a few words, one suggestion, and
// brand, model, year and version are filled. The journey counts screens and taps to the created car (printed for
// the notes) and holds them under a ceiling; the same car through the four selects is counted beside it.
import { expect, test, type Page } from '@playwright/test'
import { cameraPhoto, newAdvertiser, useToken } from './support/advertiser'
import { journeyCount } from './support/journey-count'
import { waitForServiceWorker } from './support/pwa'

const SHOTS = process.env.VEHICLE_SHOTS_DIR
/** Screens and taps from the type choice to the car in review, starting from the search. */
const CEILING = { screens: 3, taps: 18 }

type Count = ReturnType<typeof journeyCount>

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** The type step, then the details step opened on the car form. */
async function startCar(page: Page, count: Count) {
  await page.goto('/dashboard/vehicles/new')
  // The app's files cached by its worker, as on a phone that opened it before (the search goes offline).
  await waitForServiceWorker(page)
  count.screen('tipo')
  await count.click(page.getByTestId('type-cars'))
  await expect(page.getByLabel('Marca', { exact: true })).toBeVisible()
  count.screen('detalhes')
}

/** Everything after the catalogue, the same for both ways in; returns the created car's id. */
async function finishCar(page: Page, count: Count, title: string) {
  await count.select(page.getByLabel('Cor', { exact: true }), 'Prata')
  await count.select(page.getByLabel('Combustível', { exact: true }), 'flex')
  await count.select(page.getByLabel('Condição', { exact: true }), 'used')
  await count.fill(page.getByLabel('Placa', { exact: true }), 'ABC1D23')
  await count.fill(page.getByLabel('Quilometragem (km)', { exact: true }), '31.000')
  await count.select(page.getByLabel('Câmbio', { exact: true }), 'manual')
  await count.fill(page.getByLabel('Título', { exact: true }), title)
  await count.fill(page.getByLabel('Preço (R$)', { exact: true }), '74.900')
  // The description from what the form says, in one tap.
  await count.click(page.getByRole('button', { name: 'Gerar descrição' }))
  await expect(page.getByLabel('Descrição', { exact: true })).not.toHaveValue('')
  count.tapped()
  await page
    .getByTestId('photo-input')
    .setInputFiles([{ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1200, 900) }])
  await expect(page.locator('.photo-card')).toHaveCount(1)
  await count.click(page.getByRole('button', { name: 'Criar anúncio' }))
  await expect(page.getByRole('heading', { name: 'Veículo enviado para revisão' })).toBeVisible({
    timeout: 30_000,
  })
  count.screen('em revisão')
  return /vehicles\/(\d+)\/published/.exec(page.url())![1]!
}

test.describe('the vehicle catalogue', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a car entered from a catalogue search, under the ceiling of screens and taps', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await useToken(page.context(), baseURL!, await newAdvertiser(request))
    // The catalogue the search holds on the device, as it comes: printed for the notes (the size that decided it).
    const held = { lists: 0, bytes: 0, rows: 0 }
    page.on('response', (res) => {
      if (!/\/api\/vehicles\/brands\/\d+\/models$/.test(new URL(res.url()).pathname)) return
      void res.text().then((body) => {
        held.lists++
        held.bytes += body.length
        held.rows += (body.match(/"version":/g) ?? []).length
      })
    })
    const count = journeyCount()
    await startCar(page, count)

    const search = page.getByRole('combobox', { name: 'Buscar no catálogo' })
    await expect(search).toHaveAttribute('placeholder', 'Ex.: onix 1.0 2022')
    // Nothing in the catalogue: said, and the selects stay there to use.
    await search.fill('fusca 1970')
    await expect(
      page.getByText('Nenhum veículo encontrado no catálogo. Escolha marca e modelo abaixo.'),
    ).toBeVisible()
    // Several at once, for the pictures: on the phone, then on a desktop.
    await search.fill('onix 1.0 2022')
    const suggestions = page.getByRole('listbox', { name: 'Veículos do catálogo' }).getByRole('option')
    await expect(suggestions).toHaveCount(3)
    await shot(page, 'catalogue-phone-suggestions')
    await page.setViewportSize({ width: 1366, height: 900 })
    await shot(page, 'catalogue-desktop-suggestions')
    await page.setViewportSize({ width: 360, height: 740 })
    // Without a signal: said, and the catalogue the device already has is still searched.
    await page.context().setOffline(true)
    await expect(page.getByText(/^Sem conexão: a busca usa o catálogo guardado neste aparelho/)).toBeVisible()
    await search.fill('hb20 2021')
    await expect(suggestions.first()).toHaveAccessibleName(/^Hyundai HB20 .* · 2021$/)
    await shot(page, 'catalogue-phone-offline')
    await page.context().setOffline(false)
    await search.fill('')
    await search.blur()
    // Any order, any case, no accents needed.
    await count.type(search, 'ONIX 2022 turbo lt')
    const suggestion = suggestions.filter({ hasText: 'LT 1.0 Turbo Flex · 2022' })
    await expect(suggestions).toHaveCount(1)
    await expect(suggestion).toHaveAccessibleName('Chevrolet Onix LT 1.0 Turbo Flex · 2022')
    await expect(page.getByRole('status').filter({ hasText: 'sugest' })).toHaveText('1 sugestão')
    await count.click(suggestion)

    await expect(search).toHaveValue('Chevrolet Onix LT 1.0 Turbo Flex · 2022')
    await expect(page.getByLabel('Marca', { exact: true }).locator('option:checked')).toHaveText('Chevrolet')
    await expect(page.getByLabel('Modelo', { exact: true }).locator('option:checked')).toHaveText('Onix')
    await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('2022')
    await expect(page.getByLabel('Versão', { exact: true })).toHaveValue('LT 1.0 Turbo Flex')
    await shot(page, 'catalogue-phone-filled')

    const title = `Onix da busca ${Date.now().toString(36)}`
    const id = await finishCar(page, count, title)
    console.log(
      `catalogue held for the search: ${held.lists} model lists, ${held.rows} rows, ${held.bytes} bytes`,
    )
    const line = count.report(page, 'car from the catalogue search')
    test.info().annotations.push({ type: 'journey', description: line })
    expect(count.screens.length).toBeLessThanOrEqual(CEILING.screens)
    expect(count.taps).toBeLessThanOrEqual(CEILING.taps)

    // Editing it shows the catalogue as saved: brand and model fixed, the year and version chosen.
    await page.goto(`/dashboard/vehicles/${id}/edit`)
    await expect(page.getByLabel('Marca', { exact: true })).toHaveValue('Chevrolet')
    await expect(page.getByLabel('Modelo', { exact: true })).toHaveValue('Onix')
    await expect(page.getByLabel('Versão', { exact: true })).toHaveValue('LT 1.0 Turbo Flex')
    await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('2022')
    await expect(page.getByRole('combobox', { name: 'Buscar no catálogo' })).toHaveCount(0)
  })

  test('the same car through the selects: brand, model, then the year, then its versions', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await useToken(page.context(), baseURL!, await newAdvertiser(request))
    const count = journeyCount()
    await startCar(page, count)

    const brand = page.getByLabel('Marca', { exact: true })
    await expect(brand.locator('option', { hasText: 'Chevrolet' })).toBeAttached()
    await count.select(brand, { label: 'Chevrolet' })
    const model = page.getByLabel('Modelo', { exact: true })
    await expect(model.locator('option', { hasText: 'Onix' })).toBeAttached()
    await count.select(model, { label: 'Onix' })
    const version = page.getByLabel('Versão', { exact: true })
    await expect(version).toBeDisabled()
    await count.select(page.getByLabel('Ano', { exact: true }), '2022')
    await expect(version.locator('option')).toHaveText([
      'Selecione a versão',
      '1.0 Flex',
      'LT 1.0 Turbo Flex',
      'Premier 1.0 Turbo Flex AT',
    ])
    await count.select(version, 'LT 1.0 Turbo Flex')

    await finishCar(page, count, `Onix dos selects ${Date.now().toString(36)}`)
    const line = count.report(page, 'car through the selects')
    test.info().annotations.push({ type: 'journey', description: line })
  })
})
