import { expect, test } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { waitForServiceWorker } from './support/pwa'
import { DEMO_OWNER, cameraPhoto, myListings, newAdvertiser, signIn, useToken } from './support/advertiser'

// The position map needs WebGL (see discovery-map.spec.ts).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(0)} KB`

test('a draft is saved as the advertiser types and restored after a reload', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signIn(request, DEMO_OWNER.email, DEMO_OWNER.password)
  await useToken(context, baseURL!, token)
  await page.goto('/dashboard/properties/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Novo imóvel' })).toBeVisible()

  const title = `Casa no Centro de Irecê ${Date.now()}`
  await page.getByLabel('Título do anúncio').fill(title)
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Casa ampla com quintal, perto da praça e do comércio.')
  await expect(page.getByTestId('draft-bar')).toContainText('Rascunho salvo há')

  // The pin starts on the town's centre; moved with the keyboard (or dragged), the position goes into the draft.
  await expect(
    page.getByText('Marcamos o centro da cidade. Arraste o marcador até o endereço.'),
  ).toBeVisible()
  const pin = page.getByRole('button', { name: /Marcador da posição/ })
  await pin.focus()
  await pin.press('ArrowUp')
  await pin.press('ArrowRight')
  await expect(page.getByText('Posição marcada. Arraste o marcador para ajustar.')).toBeVisible()
  // The map may still be easing toward the moved pin: drag once it stands still.
  let pinBox = (await pin.boundingBox())!
  await expect(async () => {
    await page.waitForTimeout(150)
    const now = (await pin.boundingBox())!
    const still = now.x === pinBox.x && now.y === pinBox.y
    pinBox = now
    expect(still).toBe(true)
  }).toPass()
  await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2)
  await page.mouse.down()
  await page.mouse.move(pinBox.x + pinBox.width / 2 + 40, pinBox.y + pinBox.height / 2 + 30, { steps: 5 })
  await page.mouse.up()
  const dragged = (await pin.boundingBox())!
  expect(Math.round(dragged.x - pinBox.x)).toBe(40)
  expect(Math.round(dragged.y - pinBox.y)).toBe(30)

  // What visitors see of the address (below the map): the neighbourhood until the advertiser chooses, and the choice
  // goes into the draft.
  await expect(page.getByRole('radio', { name: /Só o bairro/ })).toBeChecked()
  await page.getByRole('radio', { name: /Só a cidade/ }).check()
  // Past the autosave's quiet time: on a fast machine the reload came before the debounced write, and the write
  // that pagehide starts does not always finish before the page goes.
  await page.waitForTimeout(1500)
  await expect(page.getByTestId('draft-bar')).toContainText('Rascunho salvo há')

  await page.reload()
  await expect(page.getByText('Posição marcada. Arraste o marcador para ajustar.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Título do anúncio')).toHaveValue(title)
  await expect(page.getByRole('radio', { name: /Só a cidade/ })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(/Casa ampla com quintal/)
  await expect(page.getByTestId('draft-bar')).toContainText(
    /Rascunho salvo há (poucos segundos|\d+ segundos)/,
  )

  await page.getByRole('button', { name: 'Descartar rascunho' }).click()
  await expect(page.getByLabel('Título do anúncio')).toHaveValue('')
  await page.reload()
  await expect(page.getByLabel('Título do anúncio')).toHaveValue('')
})

test('published offline with two photos: queued, survives a reload, sent once when back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  // An 8 MP phone photo and a smaller one.
  const photos = await Promise.all([cameraPhoto(3264, 2448, 90), cameraPhoto(2000, 1500)])

  await page.goto('/dashboard/properties/new')
  await waitForServiceWorker(page)
  await expect(page.getByLabel('Título do anúncio')).toBeVisible()

  await context.setOffline(true)
  const title = `Casa com quintal no Centro ${Date.now()}`
  await page.getByLabel('Título do anúncio').fill(title)
  await page.getByLabel('Tipo de imóvel').selectOption('house')
  await page.getByRole('radio', { name: 'Venda', exact: true }).check()
  await page.getByLabel('Preço (R$)').fill('350.000')
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.')
  await page.getByLabel('Bairro', { exact: true }).fill('Centro')
  await page.getByLabel('Quartos').fill('3')
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
    { name: 'quintal.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
  ])
  const cards = page.locator('.photo-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Na fila')
  const sizes = await page.getByTestId('photo-size').allInnerTexts()
  console.log(`photos before → after prepareImage: ${photos.map(kb).join(', ')} → ${sizes.join(' | ')}`)

  await page.getByRole('button', { name: 'Publicar anúncio' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando envio' })).toBeVisible()
  await expect(page.getByText('Você está sem conexão')).toBeVisible()

  await page.reload() // offline: the worker serves the app; the queue is in IndexedDB
  await page.getByRole('link', { name: 'Meus imóveis' }).first().click()
  const queued = page.getByTestId('queued-listing')
  await expect(queued).toContainText(title)
  await expect(queued).toContainText('Aguardando envio')
  expect((await myListings(request, token)).meta.total).toBe(0)

  const online = Date.now()
  await context.setOffline(false)
  await expect(queued).toHaveCount(0, { timeout: 30_000 })
  console.log(`back online → 2 photos and the listing sent in ${Date.now() - online} ms`)
  await expect(page.getByTestId('my-property').filter({ hasText: title })).toBeVisible()

  const mine = await myListings(request, token)
  expect(mine.meta.total).toBe(1)
  expect(mine.data[0]!.attributes).toMatchObject({ name: title, status: 'active', photos_count: 2 })
  expect(mine.data[0]!.attributes.cover?.base).toMatch(/^\/media\//)
})
