import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { followPush, matchPush } from '../server/modules/alerts/messages'
import { apiSignUp, useToken } from './support/accounts'
import { newAdvertiser } from './support/advertiser'
import { linkIn, waitForMail } from './support/mailbox'
import { connectionBar, queueButton } from './support/offline-journeys'
import { waitForServiceWorker } from './support/pwa'
import { expectShown, shownNotifications } from './support/push'

// Saved searches with alerts on a 360×740 phone: "Salvar busca" on the lists (offline too, sent once), a visitor's
// search kept through sign-in, and Meus alertas.

const shots = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` })
}

const RENT_SEARCH = '/imoveis?category=house&listing_type=rent&city=irece&price_max=1500'
const RENT_NAME = 'Casas para alugar em Irecê até R$ 1.500'

interface SavedSearchDoc {
  data: {
    id: string
    attributes: { name: string; query: Record<string, string>; push: boolean; email: string; active: boolean }
  }[]
}
const savedSearches = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/v1/saved-searches', { headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as SavedSearchDoc).data
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
})

test('a search saved offline waits on the phone and is saved once when the signal returns', async ({
  page,
  context,
  request,
}) => {
  const buyer = await apiSignUp(request, { prefix: 'alerta-offline', profile: 'owner' })
  await useToken(page, buyer.token)
  await page.goto(RENT_SEARCH)
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Salvar busca' }).click()
  const dialog = page.getByRole('dialog', { name: 'Salvar busca' })
  const name = dialog.getByLabel('Nome da busca')
  await expect(name).toHaveValue(RENT_NAME)
  await expect(dialog.getByRole('switch', { name: 'Notificação no celular' })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'Resumo diário às 8 h' })).toBeChecked()
  await shot(page, 'save-search-dialog-phone')
  await name.fill('Casas baratas no centro')
  await dialog.getByRole('radio', { name: 'Na hora' }).check()
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(dialog.getByText('Sem conexão: sua busca será salva quando o sinal voltar')).toBeVisible()
  await expect(queueButton(page)).toHaveText('1 aguardando envio')
  expect(await savedSearches(request, buyer.token)).toHaveLength(0)

  await context.setOffline(false)
  await expect(connectionBar(page).getByRole('button', { name: /aguardando envio/ })).toHaveCount(0)
  await expect.poll(async () => (await savedSearches(request, buyer.token)).length).toBe(1)
  // A reload replays nothing twice.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const [saved] = await savedSearches(request, buyer.token)
  expect(saved!.attributes).toMatchObject({
    name: 'Casas baratas no centro',
    push: true,
    email: 'instant',
    query: { category: 'house', listing_type: 'rent', city: 'irece', price_max: '1500' },
  })
  expect(await savedSearches(request, buyer.token)).toHaveLength(1)
})

test("a visitor's search is kept through sign-in and saved after it; Meus alertas manages it", async ({
  page,
  request,
  baseURL,
}) => {
  // A complete profile (a phone): the dashboard asks for nothing else on arrival.
  const buyer = await apiSignUp(request, {
    prefix: 'alerta-visitante',
    profile: 'owner',
    phone: '74-99988-7766',
  })
  await page.goto('/veiculos?vehicle_type=cars&price_max=80000')
  await page.getByRole('button', { name: 'Salvar busca' }).click()
  const dialog = page.getByRole('dialog', { name: 'Salvar busca' })
  await expect(dialog.getByLabel('Nome da busca')).toHaveValue('Carros até R$ 80.000')
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(dialog.getByText(/Sua busca fica guardada neste aparelho/)).toBeVisible()
  await dialog.getByRole('link', { name: 'Entrar' }).click()

  await expect(page).toHaveURL(/\/entrar\?redirect=/)
  await page.getByLabel('E-mail').fill(buyer.email)
  await page.getByLabel('Senha', { exact: true }).fill(buyer.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()

  await expect(page).toHaveURL(/\/dashboard\/alertas$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meus alertas' })).toBeVisible()
  const row = page.getByRole('listitem', { name: 'Carros até R$ 80.000' })
  await expect(row).toBeVisible()
  expect(await savedSearches(request, buyer.token)).toHaveLength(1)
  await shot(page, 'alerts-filled-phone')

  // Rename, from the keyboard.
  await row.getByRole('button', { name: 'Renomear' }).click()
  const field = page.getByLabel('Nome da busca')
  await field.fill('Carro para a família')
  await field.press('Enter')
  const renamed = page.getByRole('listitem', { name: 'Carro para a família' })
  await expect(renamed).toBeVisible()

  // Push off, e-mail at once, paused: each saved as it is chosen.
  await renamed.getByRole('switch', { name: 'Notificação no celular' }).uncheck()
  await renamed.getByRole('radio', { name: 'Na hora' }).check()
  await renamed.getByRole('switch', { name: 'Alerta ativo' }).uncheck()
  await expect
    .poll(async () => (await savedSearches(request, buyer.token))[0]?.attributes)
    .toMatchObject({ name: 'Carro para a família', push: false, email: 'instant', active: false })

  const open = new URL(
    (await renamed.getByRole('link', { name: 'Abrir busca' }).getAttribute('href'))!,
    baseURL,
  )
  expect(open.pathname).toBe('/veiculos')
  expect(Object.fromEntries(open.searchParams)).toEqual({ vehicle_type: 'cars', price_max: '80000' })

  // Delete, confirmed.
  await renamed.getByRole('button', { name: 'Excluir' }).click()
  const confirm = page.getByRole('dialog', { name: 'Excluir alerta?' })
  await confirm.getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Você ainda não salvou nenhuma busca.')).toBeVisible()
  await shot(page, 'alerts-empty-phone')
  expect(await savedSearches(request, buyer.token)).toHaveLength(0)
})

/** A live property for rent in Irecê, as the advertiser's form sends it. */
const rentBody = (name: string, price: number) => ({
  name,
  description: 'Casa arejada, com quintal, dois quartos e garagem, perto do centro e da feira.',
  category: 'house',
  listing_type: 'rent',
  price,
  rental_period: 'monthly',
  bedroom: 2,
  status: 'active',
  address: { neighborhood: 'Centro', city_id: 2914604, zip_code: '44900-000' },
})

async function publishRent(request: APIRequestContext, token: string, name: string, price: number) {
  const res = await request.post('/v1/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: rentBody(name, price),
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}

test('a matching listing from another account: an e-mail arrives, a push opens it, the unsubscribe link works without signing in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  const buyer = await apiSignUp(request, { prefix: 'alerta-email', profile: 'owner' })
  const name = `Casas para alugar ${Date.now()}`
  const saved = await request.post('/v1/saved-searches', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      kind: 'property',
      query: { category: 'house', listing_type: 'rent', city: 'irece', price_max: '1500' },
      name,
      push: true,
      email: 'instant',
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)

  const since = Date.now()
  const advertiser = await newAdvertiser(request)
  const title = `Casa do alerta ${Date.now()}`
  const id = await publishRent(request, advertiser, title, 1200)
  const mail = await waitForMail(buyer.email, since, 30_000, title)
  // The link to the search (the raw message is read as Latin-1: only ASCII parts are compared).
  expect(mail).toMatch(/\/imoveis\?[^\s]*category=house/)
  expect(mail).toContain(`/imovel/house/irece/`)
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i)
  const link = new URL(linkIn(mail, '/api/alerts/unsubscribe'))
  const unsubscribeLink = new URL(link.pathname + link.search, baseURL).href

  // The push the server sends for the match: shown, and a click opens the listing.
  await useToken(page, buyer.token)
  await page.goto('/')
  await waitForServiceWorker(page)
  const path = `/imovel/house/irece/${id}`
  await expectShown(
    page,
    origin,
    matchPush(
      name,
      { id: 1, event: 'new', priceFrom: null, priceTo: null },
      { name: title, price: 1200, path },
    ),
  )
  expect((await shownNotifications(page))[0]).toMatchObject({
    title: `Novo anúncio: ${name}`,
    data: { url: path },
  })

  // The e-mail's link, in a browser that never signed in.
  const stranger = await page.context().browser()!.newContext({ locale: 'pt-BR' })
  const visitor = await stranger.newPage()
  await visitor.goto(unsubscribeLink)
  await expect(visitor.getByText('Você não receberá mais e-mails deste alerta.')).toBeVisible()
  await visitor.getByRole('button', { name: 'Confirmar' }).click()
  await expect(visitor.getByRole('heading', { name: 'Pronto' })).toBeVisible()
  await stranger.close()
  expect((await savedSearches(request, buyer.token))[0]?.attributes.email).toBe('off')
})

/**
 * A push subscription for this page, as a browser with a push service would give: headless Chromium has none, so
 * PushManager answers with one whose endpoint is a public address (the server accepts only those; nothing listens
 * there, so its own send fails quietly).
 */
async function fakePushService(page: Page, endpoint: string) {
  await page.addInitScript((url) => {
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const p256dh = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : (i * 7) % 256))
    const auth = new Uint8Array(16).map((_, i) => i + 1)
    let current: object | null = null
    const subscription = {
      endpoint: url,
      toJSON: () => ({
        endpoint: url,
        expirationTime: null,
        keys: { p256dh: b64url(p256dh), auth: b64url(auth) },
      }),
      unsubscribe: async () => {
        current = null
        return true
      },
    }
    PushManager.prototype.subscribe = async function () {
      current = subscription
      return subscription as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null
    }
  }, endpoint)
}

test("a visitor's favourite is followed once push is on, and its price drop notifies", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  const advertiser = await newAdvertiser(request)
  const title = `Casa seguida ${Date.now()}`
  const id = await publishRent(request, advertiser, title, 1400)
  const path = `/imovel/house/irece/${id}`

  await fakePushService(page, `https://1.1.1.1/e2e-push/${Date.now()}`)
  // The heart on its card in the list (a listing without photos has no gallery to hold one).
  await page.goto(`/imoveis?q=${encodeURIComponent(title)}`)
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: `Salvar nos favoritos: ${title}` }).click()

  await page.goto('/favoritos')
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  const card = page.getByRole('region', { name: 'Avise-me quando um favorito baixar de preço' })
  const follows = page.waitForRequest((r) => r.url().endsWith('/api/push/follows') && r.method() === 'PUT')
  await card.getByRole('button', { name: 'Ativar notificações' }).click()
  const sent = await follows
  expect(sent.postDataJSON()).toMatchObject({ listings: [{ kind: 'property', id: Number(id) }] })
  expect((await sent.response())?.status()).toBe(204)
  await expect(card.getByRole('status')).toContainText('Notificações ativadas neste aparelho')

  // The advertiser lowers the price; the push the server sends for it is shown and opens the listing.
  const lowered = await request.put(`/v1/properties/${id}`, {
    headers: { authorization: `Bearer ${advertiser}` },
    data: rentBody(title, 1200),
  })
  expect(lowered.ok(), await lowered.text()).toBe(true)
  await expectShown(
    page,
    origin,
    followPush('drop', { name: title, price: 1200, path }, `follow-${id}`, { from: 1400, to: 1200 }),
  )
  expect((await shownNotifications(page))[0]).toMatchObject({
    title: 'Favorito com preço reduzido em 14 %',
    data: { url: path },
  })

  // The listing's page says so near the price, and shows the history on a tap. Opened on another phone: this one
  // shows the detail it keeps for offline (prefetched with the heart a moment ago) until it is a minute old.
  const other = await page
    .context()
    .browser()!
    .newContext({ locale: 'pt-BR', viewport: { width: 360, height: 740 } })
  const phone = await other.newPage()
  await phone.goto(path)
  const drop = phone.getByRole('button', { name: /^Preço reduzido em 14 % em \d\d\/\d\d$/ })
  await expect(drop).toBeVisible()
  await drop.click()
  const history = phone.getByRole('table', { name: 'Histórico de preço' })
  await expect(history.getByRole('row')).toHaveText([/Data\s*Preço/, /R\$ 1\.400,00/, /R\$ 1\.200,00/])
  await shot(phone, 'price-history-phone')
  await other.close()
})

// GET /api/listings/states tells the favourites page that a favourite dropped its price or was sold, rented or
// removed.
test("the favourites page shows a favourite's drop and that it was rented", async ({ page, request }) => {
  const advertiser = await newAdvertiser(request)
  const title = `Casa favorita ${Date.now()}`
  const id = await publishRent(request, advertiser, title, 1500)
  await page.goto(`/imoveis?q=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `Salvar nos favoritos: ${title}` }).click()
  const lowered = await request.put(`/v1/properties/${id}`, {
    headers: { authorization: `Bearer ${advertiser}` },
    data: rentBody(title, 1200),
  })
  expect(lowered.ok()).toBe(true)
  await page.goto('/favoritos')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toContainText('Preço reduzido em 20 %')
  await expect(card).toContainText('R$ 1.200,00')
  const rented = await request.put(`/v1/properties/${id}/status`, {
    headers: { authorization: `Bearer ${advertiser}` },
    data: { status: 'rented' },
  })
  expect(rented.ok()).toBe(true)
  await page.reload()
  await expect(card).toContainText('Alugado')
})
