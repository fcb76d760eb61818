// Staff tools on a 1366×900 desktop: a vehicle under review shows its whole gallery, each photo opening large
// (arrow keys move, Escape closes and gives the focus back); a record opened from a list slides over the table,
// which keeps every column; a suspension asks for its reason, refuses to go without it, and shows it after.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ADMIN } from './support/accounts'
import { cameraPhoto, newAdvertiser } from './support/advertiser'

const SHOTS = process.env.E2E_SHOTS_DIR
test.use({
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: undefined,
})
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function upload(request: APIRequestContext, token: string, bytes: Buffer) {
  const tus = { ...bearer(token), 'tus-resumable': '1.0.0' }
  const created = await request.post('/v1/uploads', {
    headers: { ...tus, 'upload-length': String(bytes.length) },
  })
  const id = String(created.headers().location).split('/').pop()!
  await request.patch(`/v1/uploads/${id}`, {
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  })
  return id
}

/** A new advertiser's car from the seeded catalogue, with three photos, sent to review. */
async function pendingCar(request: APIRequestContext, name: string) {
  const token = await newAdvertiser(request)
  const brands = (await (await request.get('/api/vehicles/brands?vehicle_type=cars')).json()) as {
    data: { id: string }[]
  }
  let catalogue: { brand_id: number; model_id: number; year: number; version: string } | undefined
  for (const b of brands.data) {
    const models = (await (await request.get(`/api/vehicles/brands/${b.id}/models`)).json()) as {
      data: { id: string; attributes: { years: { year: number; version: string }[] } }[]
    }
    const m = models.data.find((x) => x.attributes.years.length > 0)
    if (m) {
      const y = m.attributes.years[0]!
      catalogue = { brand_id: Number(b.id), model_id: Number(m.id), year: y.year, version: y.version }
      break
    }
  }
  expect(catalogue).toBeDefined()
  const created = await request.post('/v1/vehicles', {
    headers: bearer(token),
    data: {
      vehicle_type: 'cars',
      ...catalogue,
      name,
      description: 'Carro de garagem, revisões em dia, pneus novos e documentação pronta para transferência.',
      color: 'Preto',
      fuel_type: 'flex',
      condition: 'used',
      plate: 'QWE1R23',
      mileage: 31000,
      transmission: 'manual',
      price: 64900,
      city_id: 2914604,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { data: { id: string } }).data.id
  const photos = []
  for (let i = 0; i < 3; i++)
    photos.push({ upload_id: await upload(request, token, await cameraPhoto(800, 600)) })
  const media = await request.put(`/v1/vehicles/${id}/media`, { headers: bearer(token), data: { photos } })
  expect(media.status(), await media.text()).toBe(200)
  const sent = await request.put(`/v1/vehicles/${id}/status`, {
    headers: bearer(token),
    data: { status: 'pending' },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const me = (await (await request.get('/v1/users', { headers: bearer(token) })).json()) as {
    data: { attributes: { email: string } }
  }
  return { token, email: me.data.attributes.email }
}

test('staff moderate with the whole gallery, keep every column, suspend with a reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const name = `Carro da galeria ${Date.now().toString(36)}`
  const owner = await pendingCar(request, name)
  await page.context().addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await page.goto('/backoffice/login')
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email)
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible()

  // The whole gallery under review; each photo opens large, the keyboard moves between them.
  await page.getByRole('link', { name: 'Anúncios' }).click()
  let card = page.getByRole('article', { name })
  for (let p = 0; p < 10 && !(await card.isVisible()); p++) {
    await page.getByRole('button', { name: 'Próxima' }).first().click()
    card = page.getByRole('article', { name })
  }
  const thumbs = card.getByRole('button', { name: /^Abrir foto \d+ de 3$/ })
  await expect(thumbs).toHaveCount(3)
  await card.scrollIntoViewIfNeeded()
  await shot(page, 'staff-moderation-gallery')
  await thumbs.first().click()
  const box = page.getByRole('dialog', { name: `${name}: foto 1 de 3` })
  await expect(box).toBeVisible()
  await expect(box.getByRole('img', { name: `Foto 1 de 3 de ${name}` })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: `${name}: foto 2 de 3` })).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('dialog', { name: `${name}: foto 3 de 3` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Próxima foto' })).toBeDisabled()
  await shot(page, 'staff-moderation-lightbox')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The focus is back on the thumbnail of the photo last shown.
  await expect(thumbs.nth(2)).toBeFocused()

  // Users: opening one slides its record over the table; the table keeps its columns and its width.
  await page.getByRole('link', { name: 'Usuários' }).click()
  const table = page.getByRole('table', { name: 'Usuários' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const headers = await table.getByRole('columnheader').allInnerTexts()
  const width = (await table.boundingBox())!.width
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill(owner.email)
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('row').nth(1).click()
  const panel = page.getByRole('region', { name: /Joana Teste|@example\.com/ })
  await expect(panel).toBeVisible()
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(headers)
  for (const h of await table.getByRole('columnheader').all()) await expect(h).toBeVisible()
  expect(Math.abs((await table.boundingBox())!.width - width)).toBeLessThan(2)
  await shot(page, 'staff-users-panel')

  // Suspending asks first and wants a reason; the reason is then shown with the status.
  await panel.getByRole('button', { name: 'Suspender usuário' }).click()
  const confirm = page.getByRole('dialog', { name: /^Suspender / })
  await confirm.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(confirm.getByRole('alert')).toHaveText('Informe o motivo da suspensão.')
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(200)
  await confirm.getByLabel('Motivo da suspensão').fill('Fotos de outro veículo')
  await shot(page, 'staff-suspend-dialog')
  await confirm.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(confirm).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Reativar usuário' })).toBeVisible()
  await expect(panel.locator('.bo-suspension-reason')).toHaveText('Fotos de outro veículo')
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(401)
  await shot(page, 'staff-suspended')
})
