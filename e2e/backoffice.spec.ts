// The back office on a desktop (and its screens on a tablet): an admin signs in, builds a brand with an image, a
// model and a year that a vehicle is then listed with; approves one pending vehicle (the advertiser's e-mail
// arrives over SMTP) and refuses another (its advertiser reads the reason); reorders plans and the public list
// follows; resolves a report; suspends a user whose listings leave /imoveis and whose token stops working; renames
// the site and the home page shows it; the audit log shows each action. Timings are printed for the notes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInStaff } from './support/accounts'
import { cameraPhoto, newAdvertiser } from './support/advertiser'
import { waitForMail } from './support/mailbox'

const SHOTS = process.env.BACKOFFICE_SHOTS_DIR
const DESKTOP = { width: 1366, height: 900 }
const TABLET = { width: 820, height: 1180 }
const PHONE = { width: 360, height: 740 }

test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1, userAgent: undefined })

/** Desktop, tablet and phone screenshots of the page as it is, when BACKOFFICE_SHOTS_DIR is set. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize(TABLET)
  await page.screenshot({ path: `${SHOTS}/${name}-tablet.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const json = async <T>(res: { json(): Promise<unknown> }) => (await res.json()) as T

async function tusUpload(request: APIRequestContext, token: string, bytes: Buffer) {
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

/** A new advertiser's car of this brand, model and year, with a photo, sent to review. */
async function pendingVehicle(
  request: APIRequestContext,
  catalogue: { brandId: number; modelId: number; year: number; version: string },
  name: string,
) {
  const token = await newAdvertiser(request)
  const me = await json<{ data: { attributes: { email: string } } }>(
    await request.get('/v1/users', { headers: bearer(token) }),
  )
  const created = await request.post('/v1/vehicles', {
    headers: bearer(token),
    data: {
      vehicle_type: 'cars',
      brand_id: catalogue.brandId,
      model_id: catalogue.modelId,
      version: catalogue.version,
      year: catalogue.year,
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
  const id = (await json<{ data: { id: string } }>(created)).data.id
  const upload = await tusUpload(request, token, await cameraPhoto(1200, 900))
  const media = await request.put(`/v1/vehicles/${id}/media`, {
    headers: bearer(token),
    data: { photos: [{ upload_id: upload }] },
  })
  expect(media.status(), await media.text()).toBe(200)
  const sent = await request.put(`/v1/vehicles/${id}/status`, {
    headers: bearer(token),
    data: { status: 'pending' },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  return { id, token, email: me.data.attributes.email }
}

test('staff run the marketplace from the back office, and every action is in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const suffix = Date.now().toString(36)
  const timings: string[] = []
  let mark = Date.now()
  const lap = (what: string) => {
    timings.push(`${what}: ${((Date.now() - mark) / 1000).toFixed(1)} s`)
    mark = Date.now()
  }
  const started = Date.now()
  await page.context().addCookies([
    {
      name: 'lgpdAccepted',
      value: 'true',
      url: test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!,
    },
  ])

  // Sign in.
  await signInStaff(page)
  await expect(page.getByRole('heading', { name: 'Veículos aguardando revisão' })).toBeVisible()
  const adminToken = await page.evaluate(() => localStorage.getItem('mi.adminToken'))
  expect(adminToken).toBeTruthy()
  const asAdmin = bearer(adminToken!)
  await shots(page, '01-overview')
  lap('sign-in and overview')

  // A brand with its image, a model and a year.
  const brandName = `Chapada Motors ${suffix}`
  await page.getByRole('link', { name: 'Marcas, modelos e anos' }).click()
  await page.getByRole('button', { name: 'Nova marca' }).click()
  const form = page.getByRole('form', { name: 'Dados da marca' })
  await form.getByLabel('Nome', { exact: true }).fill(brandName)
  await form.getByLabel('Código', { exact: true }).fill(`chapada-${suffix}`)
  await form.getByLabel('Tipo de veículo').selectOption('cars')
  await form.getByLabel('Imagem (logotipo)').setInputFiles({
    name: 'logo.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(400, 300),
  })
  await form.getByRole('button', { name: 'Criar marca' }).click()
  await expect(page.getByRole('heading', { level: 2, name: brandName })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Imagem atual da marca' })).toHaveAttribute('src', /^\/media\//)
  await page.getByLabel('Nome do novo modelo').fill('Sertão')
  await page.getByRole('button', { name: 'Adicionar modelo' }).click()
  await expect(page.getByRole('article', { name: 'Modelo Sertão' })).toBeVisible()
  await page.getByLabel('Anos de Sertão').fill('2025')
  await page.getByLabel('Versão de Sertão').fill('1.0 Turbo')
  await page.getByRole('button', { name: 'Adicionar anos' }).click()
  await expect(page.getByRole('article', { name: 'Modelo Sertão' })).toContainText('2025 1.0 Turbo')
  await page.getByPlaceholder('Buscar por nome ou código').fill(`chapada-${suffix}`)
  await expect(page.getByRole('table', { name: 'Marcas' }).getByRole('row')).toHaveCount(2)
  await shots(page, '02-brands')
  lap('brand with image, model and year')

  // Listed with them at once: the public catalogue has them and an advertiser's car uses them.
  const brands = await json<{ data: { id: string; attributes: { name: string } }[] }>(
    await request.get('/api/vehicles/brands?vehicle_type=cars'),
  )
  const brandId = Number(brands.data.find((b) => b.attributes.name === brandName)!.id)
  const models = await json<{
    data: { id: string; attributes: { years: { year: number; version: string }[] } }[]
  }>(await request.get(`/api/vehicles/brands/${brandId}/models`))
  const catalogue = { brandId, modelId: Number(models.data[0]!.id), year: 2025, version: '1.0 Turbo' }
  expect(models.data[0]!.attributes.years).toEqual([
    expect.objectContaining({ year: 2025, version: '1.0 Turbo' }),
  ])
  const approveMe = await pendingVehicle(request, catalogue, `Sertão Turbo ${suffix}`)
  const refuseMe = await pendingVehicle(request, catalogue, `Sertão batido ${suffix}`)
  lap('two vehicles of the new brand sent to review (API)')

  // Moderation: approve one (e-mail over SMTP), refuse the other with a reason the advertiser reads.
  await page.getByRole('link', { name: 'Anúncios', exact: true }).click()
  await expect(page.getByRole('heading', { name: /Veículos aguardando revisão/ })).toBeVisible()
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Aprovar' })).toBeVisible()
  await shots(page, '03-moderation')
  const vehicles = page.getByRole('table', { name: 'Veículos' })
  const search = page.getByPlaceholder('Buscar por título, código ou e-mail')
  await page.getByLabel('Situação', { exact: true }).selectOption('pending')
  await search.fill(`Sertão Turbo ${suffix}`)
  await expect(vehicles.getByRole('row')).toHaveCount(2)
  await vehicles.getByRole('row').nth(1).click()
  const review = page.getByRole('region', { name: 'Revisão do veículo' })
  const since = Date.now()
  await review.getByRole('button', { name: 'Aprovar' }).click()
  await expect(page.getByText('Veículo aprovado')).toBeVisible()
  const mail = await waitForMail(approveMe.email, since)
  // The mailbox reads the raw message: the ASCII parts are enough to recognise it.
  expect(mail).toContain(`${suffix}`)
  expect(mail).toContain('foi aprovado')
  await search.fill(`Sertão batido ${suffix}`)
  await expect(vehicles.getByRole('row')).toHaveCount(2)
  await vehicles.getByRole('row').nth(1).click()
  await review.getByRole('button', { name: 'Recusar' }).click()
  const reason = 'As fotos não mostram o veículo anunciado.'
  await review.getByLabel('Motivo da recusa (o anunciante vê)').fill(reason)
  await review.getByRole('button', { name: 'Confirmar recusa' }).click()
  await expect(page.getByText('Veículo recusado')).toBeVisible()
  const refused = await json<{ data: { attributes: { status: string; rejection_reason: string } } }>(
    await request.get(`/v1/vehicles/${refuseMe.id}`, { headers: bearer(refuseMe.token) }),
  )
  expect(refused.data.attributes).toMatchObject({ status: 'inactive', rejection_reason: reason })
  lap('approve (e-mail received) and refuse')

  // Plans: the second plan moved first from the keyboard; the public list follows.
  await page.getByRole('link', { name: 'Planos' }).click()
  const handles = page.getByRole('button', { name: /^Mover .* \(posição \d+ de \d+\)/ })
  await expect(handles.first()).toBeVisible()
  const before = await page
    .locator('.bo-sortable li')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-plan')))
  await handles.nth(1).focus()
  await page.keyboard.press('ArrowUp')
  const after = [before[1], before[0], ...before.slice(2)]
  await expect
    .poll(() =>
      page.locator('.bo-sortable li').evaluateAll((items) => items.map((i) => i.getAttribute('data-plan'))),
    )
    .toEqual(after)
  await expect(page.getByText(`${before[1]} agora é o 1º de ${before.length}`)).toBeAttached()
  // And back by dragging: the first row dropped on the second.
  const items = page.locator('.bo-sortable li')
  await items.nth(0).dragTo(items.nth(1))
  await expect
    .poll(() => items.evaluateAll((list) => list.map((i) => i.getAttribute('data-plan'))))
    .toEqual(before)
  await handles.nth(1).focus()
  await page.keyboard.press('ArrowUp')
  await expect
    .poll(() => items.evaluateAll((list) => list.map((i) => i.getAttribute('data-plan'))))
    .toEqual(after)
  type AdminPlans = { data: { id: string; attributes: { name: string; kind: string } }[] }
  const readPlans = async () => json<AdminPlans>(await request.get('/v1/admin/plans', { headers: asAdmin }))
  // The list moves at once; the server has the order when the last move's request has been answered.
  await expect.poll(async () => (await readPlans()).data.map((p) => p.attributes.name)).toEqual(after)
  const adminPlans = await readPlans()
  // The public list (one profile's plans) keeps the new order.
  const publicPlans = await request.get(`/api/plans?profile=${adminPlans.data[0]!.attributes.kind}`)
  expect(publicPlans.ok()).toBe(true)
  const shown = (await json<{ data: { id: string }[] }>(publicPlans)).data.map((p) => p.id)
  expect(shown).toEqual(adminPlans.data.map((p) => p.id).filter((id) => shown.includes(id)))
  expect(shown.indexOf(adminPlans.data[0]!.id)).toBeLessThan(shown.indexOf(adminPlans.data[1]!.id))
  await shots(page, '04-plans')
  // Back to the order the other journeys start from (the owner flow offers the first plan preselected).
  await handles.nth(1).focus()
  await page.keyboard.press('ArrowUp')
  await expect.poll(async () => (await readPlans()).data.map((p) => p.attributes.name)).toEqual(before)
  lap('plans reordered by keyboard')

  // A report resolved by pausing the listing.
  const reportedTitle = await reportSomeProperty(request)
  await page.getByRole('link', { name: 'Denúncias de imóveis' }).click()
  const row = page
    .getByRole('row', { name: new RegExp(reportedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
  await row.click()
  await shots(page, '05-reports')
  await page.getByLabel('Ação no anúncio').selectOption('pause')
  await page.getByLabel(/^Observação/).fill('Anúncio com informação falsa')
  await page.getByRole('button', { name: 'Resolver denúncia' }).click()
  await expect(page.getByRole('region', { name: /./ }).getByText('Procedente')).toBeVisible()
  lap('report resolved, listing paused')

  // A user suspended: their listings leave /imoveis, their token stops working.
  const owner = await ownerWithListing(request)
  const visitor = await page.context().browser()!.newPage()
  const listed = `${process.env.E2E_BASE_URL}/imoveis?q=${encodeURIComponent(owner.title)}`
  const card = visitor.locator(`a[href$="/${owner.propertyId}"]`)
  await visitor.goto(listed)
  await expect(card.first()).toBeVisible()
  await page.getByRole('link', { name: 'Usuários', exact: true }).click()
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill(owner.email)
  await page.getByRole('row', { name: new RegExp(owner.email.replace(/[.]/g, '\\.')) }).click()
  await shots(page, '06-users')
  // The suspension asks first, and will not go without its reason.
  await page.getByRole('button', { name: 'Suspender usuário' }).click()
  const suspend = page.getByRole('dialog', { name: /^Suspender/ })
  await suspend.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(suspend.getByText('Informe o motivo da suspensão.')).toBeVisible()
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(200)
  await suspend.getByLabel('Motivo da suspensão').fill('Anúncios falsos')
  await shots(page, '06b-suspend-dialog')
  await suspend.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(suspend).toBeHidden()
  await expect(page.getByRole('button', { name: 'Reativar usuário' })).toBeVisible()
  await expect(page.locator('.bo-suspension-reason')).toHaveText('Anúncios falsos')
  expect((await request.get('/v1/users', { headers: bearer(owner.token) })).status()).toBe(401)
  await visitor.goto(listed)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(card).toHaveCount(0)
  await visitor.close()
  expect((await request.get(`/api/properties/${owner.propertyId}`)).status()).toBe(404)
  lap('user suspended: token refused, listing gone')

  // The site's name, edited: the home page shows it.
  const siteName = `Mercado da Chapada ${suffix}`
  await page.getByRole('link', { name: 'Configurações' }).click()
  await page.getByLabel('Nome do site').fill(siteName)
  await page.getByRole('button', { name: 'Salvar configurações' }).click()
  await expect(page.getByText('Configurações salvas')).toBeVisible()
  await shots(page, '07-settings')
  const home = await page.context().browser()!.newPage()
  await home.goto(`${process.env.E2E_BASE_URL}/`)
  await expect(home).toHaveTitle(new RegExp(siteName))
  await home.close()
  lap('site renamed, home page follows')

  // The audit log shows each action.
  await page.getByRole('link', { name: 'Registro de ações' }).click()
  const log = page.getByRole('table', { name: 'Registro de ações' })
  for (const action of [
    'Configurações do site editadas',
    'Usuário suspenso',
    'Denúncia procedente',
    'Planos reordenados',
    'Veículo recusado',
    'Veículo aprovado',
    'Anos adicionados',
    'Modelo criado',
    'Marca criada',
  ])
    await expect(log.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
  await page.getByLabel('Tipo de alvo').selectOption('users')
  await expect(log.getByRole('row')).not.toHaveCount(1)
  // The newest user entry may be another journey's: this one suspended a user.
  await log.getByRole('row').filter({ hasText: 'Usuário suspenso' }).first().click()
  // Read in pt-BR: a sentence and the status before → after, the raw data folded away.
  const entry = page.getByRole('region', { name: 'Usuário suspenso' })
  await expect(entry.locator('.bo-audit-sentence')).toContainText(/\(equipe\) suspendeu o usuário /)
  await expect(entry.getByRole('table', { name: 'Campos alterados' })).toContainText('Situação')
  await expect(entry.getByText('Ver dados técnicos')).toBeVisible()
  await shots(page, '08-audit')
  lap('audit log')
  console.log(`backoffice journey (${((Date.now() - started) / 1000).toFixed(1)} s): ${timings.join('; ')}`)
})

/** A visitor reports a live property; its title. */
async function reportSomeProperty(request: APIRequestContext): Promise<string> {
  const list = await json<{ data: { id: string; attributes: { name: string } }[] }>(
    await request.get('/api/properties?per_page=5&page=3'),
  )
  const property = list.data[0]!
  const sent = await request.post('/api/reports', {
    headers: { 'x-forwarded-for': '10.99.1.7' },
    data: {
      property_id: Number(property.id),
      reason: 'false_misleading_information',
      details: 'O imóvel já foi vendido faz tempo.',
    },
  })
  expect(sent.status(), await sent.text()).toBeLessThan(300)
  return property.attributes.name
}

/** A new owner with one live property. */
async function ownerWithListing(request: APIRequestContext) {
  const token = await newAdvertiser(request)
  const me = await json<{ data: { attributes: { email: string } } }>(
    await request.get('/v1/users', { headers: bearer(token) }),
  )
  const title = `Casa suspensa ${Date.now().toString(36)}`
  const created = await request.post('/v1/properties', {
    headers: bearer(token),
    data: {
      name: title,
      description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
      category: 'house',
      listing_type: 'sale',
      price: 250000,
      bedroom: 3,
      bathroom: 2,
      square_meters: 300,
      address: {
        street: 'Rua Barão do Rio Branco',
        number: '120',
        neighborhood: 'Centro',
        city_id: 2914604,
        zip_code: '44900-000',
        privacy: 'exact',
      },
      status: 'active',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const propertyId = (await json<{ data: { id: string } }>(created)).data.id
  return { token, email: me.data.attributes.email, title, propertyId }
}
