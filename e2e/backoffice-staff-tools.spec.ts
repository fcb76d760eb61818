// Staff tools on a 1366×900 desktop: a vehicle under review shows its whole gallery, each photo opening large
// (arrow keys move, Escape closes and gives the focus back) and is approved from there; a record opened from a list
// slides over the table, which keeps every column; a suspension asks for its reason, refuses to go without it, and
// shows it after; a model gets a range of years in one action; the audit log tells the suspension in pt-BR.
// The taps of moderating and suspending are counted and printed.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { signInStaff } from './support/accounts'
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
/** Both sizes staff use: the desktop first, then a phone scrolled to what matters; the phone's page never scrolls sideways. */
const shotBoth = async (page: Page, name: string, focus: Locator) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-1366.png` })
  await page.setViewportSize({ width: 360, height: 740 })
  await focus.scrollIntoViewIfNeeded()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-360.png` })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1366, height: 900 })
}

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
  test.setTimeout(240_000)
  // A tap is a click, a key press or a field filled: what staff's hands do to moderate and to suspend.
  const taps = { moderate: 0, suspend: 0, pages: 0 }
  let counting: 'moderate' | 'suspend' = 'moderate'
  const tap = async (l: Locator) => {
    taps[counting]++
    await l.click()
  }
  const press = async (key: string) => {
    taps[counting]++
    await page.keyboard.press(key)
  }
  const fill = async (l: Locator, value: string) => {
    taps[counting]++
    await l.fill(value)
  }
  const name = `Carro da galeria ${Date.now().toString(36)}`
  const owner = await pendingCar(request, name)
  await page.context().addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await signInStaff(page)

  // The whole gallery under review; each photo opens large, the keyboard moves between them.
  await tap(page.getByRole('link', { name: 'Anúncios', exact: true }))
  const card = page.getByRole('article', { name })
  const pageOf = page.getByText(/^Página \d+ de \d+$/).first()
  await expect(page.getByRole('article').first()).toBeVisible()
  // The queue is oldest first: paging to this test's car depends on how many others wait, so it is counted apart.
  while (!(await card.isVisible()) && (await pageOf.isVisible())) {
    const [, at, of] = /(\d+) de (\d+)/.exec(await pageOf.innerText())!
    if (at === of) break
    taps.pages++
    await page.getByRole('button', { name: 'Próxima' }).first().click()
    await expect(pageOf).toHaveText(`Página ${Number(at) + 1} de ${of}`)
    await expect(page.getByRole('article').first()).toBeVisible()
  }
  const thumbs = card.getByRole('button', { name: /^Abrir foto \d+ de 3$/ })
  await expect(thumbs).toHaveCount(3)
  await card.scrollIntoViewIfNeeded()
  await shot(page, 'staff-moderation-gallery')
  await tap(thumbs.first())
  const box = page.getByRole('dialog', { name: `${name}: foto 1 de 3` })
  await expect(box).toBeVisible()
  await expect(box.getByRole('img', { name: `Foto 1 de 3 de ${name}` })).toBeVisible()
  await press('ArrowRight')
  await expect(page.getByRole('dialog', { name: `${name}: foto 2 de 3` })).toBeVisible()
  await press('End')
  await expect(page.getByRole('dialog', { name: `${name}: foto 3 de 3` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Próxima foto' })).toBeDisabled()
  await shot(page, 'staff-moderation-lightbox')
  await press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The focus is back on the thumbnail of the photo last shown.
  await expect(thumbs.nth(2)).toBeFocused()
  // Seen whole: approved from the same card.
  await tap(card.getByRole('button', { name: 'Aprovar' }))
  await expect(page.getByText('Veículo aprovado').first()).toBeVisible()
  counting = 'suspend'

  // Users: opening one slides its record over the table; the table keeps its columns and its width.
  await tap(page.getByRole('link', { name: 'Usuários', exact: true }))
  const table = page.getByRole('table', { name: 'Usuários' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const headers = await table.getByRole('columnheader').allInnerTexts()
  const width = (await table.boundingBox())!.width
  await fill(page.getByPlaceholder('Buscar por nome ou e-mail'), owner.email)
  await expect(table.getByRole('row')).toHaveCount(2)
  await tap(table.getByRole('row').nth(1))
  const panel = page.getByRole('region', { name: /Joana Teste|@example\.com/ })
  await expect(panel).toBeVisible()
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(headers)
  for (const h of await table.getByRole('columnheader').all()) await expect(h).toBeVisible()
  expect(Math.abs((await table.boundingBox())!.width - width)).toBeLessThan(2)
  await shot(page, 'staff-users-panel')

  // Suspending asks first and wants a reason; the reason is then shown with the status.
  await tap(panel.getByRole('button', { name: 'Suspender usuário' }))
  const confirm = page.getByRole('dialog', { name: /^Suspender / })
  // A slip (confirming before the reason), not counted as a tap of the task.
  await confirm.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(confirm.getByRole('alert')).toHaveText('Informe o motivo da suspensão.')
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(200)
  await fill(confirm.getByLabel('Motivo da suspensão'), 'Fotos de outro veículo')
  await shot(page, 'staff-suspend-dialog')
  await tap(confirm.getByRole('button', { name: 'Confirmar suspensão' }))
  await expect(confirm).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Reativar usuário' })).toBeVisible()
  await expect(panel.locator('.bo-suspension-reason')).toHaveText('Fotos de outro veículo')
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(401)
  await shot(page, 'staff-suspended')
  console.log(
    `Toques: moderar ${taps.moderate}, suspender ${taps.suspend}, total ${taps.moderate + taps.suspend}` +
      ` (mais ${taps.pages} páginas da fila até o anúncio)`,
  )

  // A new model gets seven years in one action; a second range skips, and names, the years it already has.
  await page.getByRole('link', { name: 'Marcas, modelos e anos' }).click()
  await page.getByRole('table', { name: 'Marcas' }).getByRole('row').nth(1).click()
  const modelName = `Modelo ${Date.now().toString(36)}`
  await page.getByPlaceholder('Nome do novo modelo').fill(modelName)
  await page.getByRole('button', { name: 'Adicionar modelo' }).click()
  const model = page.getByRole('article', { name: `Modelo ${modelName}` })
  await expect(model).toBeVisible()
  const years = model.getByLabel(`Anos de ${modelName}`)
  await years.fill('2024 a 2018')
  await years.blur()
  await expect(model.getByRole('alert')).toHaveText('Intervalo invertido: escreva 2018 a 2024.')
  await years.fill('2018 a 2024')
  await model.getByLabel(`Versão de ${modelName}`).fill('1.0 Flex')
  await expect(model.getByText('Serão adicionados 7 anos: 2018 a 2024')).toBeVisible()
  await model.scrollIntoViewIfNeeded()
  await shotBoth(page, 'staff-years-form', model)
  await model.getByRole('button', { name: 'Adicionar anos' }).click()
  await expect(page.getByText('7 anos adicionados').first()).toBeVisible()
  await expect(model.getByRole('listitem')).toHaveCount(7)
  await years.fill('2016 a 2019')
  await expect(model.getByText('Serão adicionados 2 anos: 2016, 2017; 2018, 2019 já existem')).toBeVisible()
  await model.getByRole('button', { name: 'Adicionar anos' }).click()
  await expect(page.getByText('2 anos adicionados; 2018, 2019 já existiam').first()).toBeVisible()
  await expect(model.getByRole('listitem')).toHaveCount(9)
  await shotBoth(page, 'staff-years-added', model)

  // The audit log tells the suspension in pt-BR: who, what, to whom and why, and the status before → after.
  await page.getByRole('link', { name: 'Registro de ações' }).click()
  await page.getByRole('combobox', { name: 'Tipo de alvo' }).selectOption({ label: 'Usuários' })
  const log = page.getByRole('table', { name: 'Registro de ações' })
  const row = log.getByRole('row').filter({ hasText: owner.email }).first()
  await expect(row).toContainText('Usuário suspenso')
  await row.click()
  const entry = page.getByRole('region', { name: 'Usuário suspenso' })
  await expect(entry.locator('.bo-audit-sentence')).toHaveText(
    new RegExp(
      `^.+ \\(equipe\\) suspendeu o usuário ${owner.email.replace(/[.+]/g, '\\$&')} — motivo: Fotos de outro veículo$`,
    ),
  )
  const changes = entry.getByRole('table', { name: 'Campos alterados' })
  await expect(changes.getByRole('row', { name: /Situação/ })).toHaveText(/Situação\s*Ativo\s*Suspenso/)
  await expect(changes.getByRole('row', { name: /Motivo/ })).toHaveText(/Motivo\s*—\s*Fotos de outro veículo/)
  await expect(entry.getByText('"status"')).toBeHidden()
  await entry.getByText('Ver dados técnicos').click()
  await expect(entry.locator('pre')).toContainText('"users.suspend"')
  await entry.getByText('Ver dados técnicos').click()
  await shotBoth(page, 'staff-audit-entry', entry)
})
