// An agency brings its portfolio by a VRSync file, end to end on a 360×740 phone: a new agency on a plan with room
// for it uploads a feed of 24 listings and the malformed entries real feeds have (photos served by a local server,
// reached through FEEDS_ALLOW_LOOPBACK in the journeys' server), watches the progress, and reads the report in
// pt-BR; the same feed with one price lowered edits that listing alone, whose public page then shows one price
// change; and the agency's secret export address, read back by the import's own parser, gives the same listings.
// Screenshots of the page, at 360×740 and 1366×900, go to E2E_SHOTS_DIR when it is set.
import { randomInt } from 'node:crypto'
import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { personalTestCard } from '../server/adapters/payments/sandbox/test-cards'
import { MALFORMED, photoServer, sampleFeed, sampleId } from '../server/modules/feeds/sample-feed'
import { readListing } from '../server/modules/feeds/vrsync-listing'
import { readListings, type XmlNode } from '../server/modules/feeds/xml-tree'
import { propertyPath } from '../src/domain/paths'
import { apiSignUp } from './support/accounts'
import { useToken } from './support/advertiser'
import { sidewaysPan } from './support/phone-fit'

const SHOTS = process.env.E2E_SHOTS_DIR
/** Listings in the feed; the malformed entries come after them. */
const COUNT = 24
/** The listing whose photos wait while the journey looks at the progress: the one after the first saved step (20). */
const HELD = 20
/** A house for sale (not one for rent, nor a lot): its price is lowered in the second feed. */
const CHANGED = sampleId(4)

type Auth = { Authorization: string }

/** A new agency (business profile, its company data) on the agencies' Básico Mensal: 100 listings, 20 photos. */
async function newAgency(request: APIRequestContext): Promise<{ token: string; auth: Auth }> {
  const user = await apiSignUp(request, {
    prefix: 'imobiliaria-feed',
    profile: 'business',
    phone: '74-99876-5432',
  })
  const auth = { Authorization: `Bearer ${user.token}` }
  const company = await request.put('/v1/agency', {
    headers: auth,
    data: { agency: { name: 'Imobiliária Carteira Teste', cnpj: generateCnpj() } },
  })
  expect(company.status(), await company.text()).toBe(200)
  const plans = (await (await request.get('/api/plans?profile=business')).json()) as {
    data: { id: string; attributes: { name: string } }[]
  }
  const basic = plans.data.find((p) => p.attributes.name === 'Básico Mensal')!.id
  // The sandbox's hosted checkout with the success card: the plan's trial starts when its webhook arrives.
  const started = await request.post('/v1/checkout/sessions', {
    headers: auth,
    data: { plan_id: Number(basic) },
  })
  expect(started.status(), await started.text()).toBe(201)
  const url = ((await started.json()) as { data: { attributes: { url: string } } }).data.attributes.url
  const paid = await request.post(url, {
    form: { holder_name: 'ROBERTO TESTE', number: personalTestCard(), expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  await expect
    .poll(async () => {
      const res = await request.get('/v1/subscriptions', { headers: auth })
      const body = (await res.json()) as {
        data: { id: string; attributes: { plan_id: string; status: string } }[]
        meta: { current_id: string | null }
      }
      const current = body.data.find((s) => s.id === body.meta.current_id)
      return current?.attributes.plan_id === basic ? current.attributes.status : null
    })
    .toBe('trial')
  return { token: user.token, auth }
}

/**
 * The feed's listings as the import reads them: id → what it asks for. The malformed entries the reader refuses are
 * left out; the one whose photo is not a picture reads well and is refused at the download, so `live` leaves it out.
 */
async function feedListings(xml: string, live = true) {
  const nodes: XmlNode[] = []
  await readListings([xml], (n) => nodes.push(n))
  const seen = new Set<string>()
  const listings = new Map<string, { name: string; price: number | null; listing_type: string }>()
  for (const item of nodes.map((n) => readListing(n, seen)))
    if (item.ok)
      listings.set(item.externalId, {
        name: item.input.name,
        price: item.input.price ?? null,
        listing_type: item.input.listing_type,
      })
  if (live) listings.delete(MALFORMED.badPhoto)
  return listings
}

/** The report's counts by their pt-BR labels. */
const reportCounts = (report: Locator) =>
  report
    .locator('.feeds-counts > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent?.trim() ?? '',
          Number(row.querySelector('dd')?.textContent),
        ]),
      ),
    )

const counts = (imported: number, updated: number, unchanged: number, skipped: number) => ({
  Importados: imported,
  Atualizados: updated,
  'Sem mudança': unchanged,
  Pausados: 0,
  Arquivados: 0,
  Ignorados: skipped,
})

/** Nothing pans sideways at 360 px; the screen kept at 360×740 and 1366×900 when E2E_SHOTS_DIR is set. */
async function fitsAndShots(page: Page, name: string) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: 740 })
  const { pan, culprits } = await sidewaysPan(page, 360)
  expect(pan, `the import page pans ${pan} px at 360 px: ${culprits.join(' · ')}`).toBeLessThanOrEqual(0)
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}

async function upload(page: Page, name: string, xml: string) {
  await page.getByLabel(/^Arquivo XML/).setInputFiles({
    name,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml, 'utf8'),
  })
  await page.getByRole('button', { name: 'Importar arquivo' }).click()
}

test('an agency imports its VRSync feed, sees the progress and the report, re-imports one new price, and exports the same listings', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The photos of the listing after the first saved step wait until the page has shown the progress (at most 10 s:
  // a photo waits 15 s before it counts as unreachable).
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let holding = false
  const photos = await photoServer({
    // Pictures of their own on every run: a run again on the same server is not a copy of the last one's photos.
    variant: randomInt(1, 1000),
    hold: (n) => {
      if (Math.floor(n / 10) !== HELD) return undefined
      if (!holding) setTimeout(release, 10_000).unref()
      holding = true
      return released
    },
  })
  try {
    const agency = await newAgency(request)
    const first = sampleFeed({ count: COUNT, photoBase: photos.photoBase })
    const firstListings = await feedListings(first)
    expect(firstListings.size).toBe(COUNT)
    const before = firstListings.get(CHANGED)!
    const lowered = Math.round((before.price! * 0.95) / 100) * 100
    const second = sampleFeed({ count: COUNT, photoBase: photos.photoBase, prices: { [CHANGED]: lowered } })

    await useToken(context, baseURL!, agency.token)
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Importar carteira' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Importar carteira (VRSync)' })).toBeVisible()
    await expect(page.getByText('Nenhuma importação ainda')).toBeVisible()

    // 1. The file: the progress while it runs, then the report with each skipped entry and its reason.
    await upload(page, 'carteira-vrsync.xml', first)
    const report = page.getByRole('region', { name: 'Última importação' })
    await expect(report.getByText(`Importando… ${HELD} de ${COUNT + 5} anúncios`)).toBeVisible()
    await expect(report.getByRole('progressbar', { name: 'Andamento da importação' })).toHaveAttribute(
      'value',
      String(HELD),
    )
    // The step shown is the one saved before the held photos were asked for.
    await expect.poll(() => holding).toBe(true)
    await fitsAndShots(page, 'feed-import-01-progress')
    release()

    await expect(report.getByText(/^Importação concluída/)).toBeVisible({ timeout: 60_000 })
    expect(await reportCounts(report)).toEqual(counts(COUNT, 0, 0, 5))
    const skipped = report.getByRole('listitem')
    await expect(skipped).toHaveCount(5)
    for (const [id, reason] of [
      ['—', 'Sem código do anúncio (ListingID)'],
      [MALFORMED.duplicate, 'Código do anúncio repetido no arquivo'],
      [MALFORMED.unknownTown, 'Cidade fora da região atendida'],
      [MALFORMED.noPrice, 'Sem preço'],
      [MALFORMED.badPhoto, 'Foto inválida ou inacessível'],
    ] as const)
      await expect(
        skipped.filter({ has: page.getByText(id, { exact: true }) }),
        `the skipped entry ${id}`,
      ).toContainText(reason)
    await fitsAndShots(page, 'feed-import-02-report')

    // Every listing of the feed is live, with its two photos.
    const mine = (await (
      await request.get('/v1/properties?per_page=50', { headers: agency.auth })
    ).json()) as {
      data: { id: string; attributes: { name: string; status: string; photos_count: number } }[]
    }
    expect(mine.data.map((p) => p.attributes.name).sort()).toEqual(
      [...firstListings.values()].map((l) => l.name).sort(),
    )
    expect(
      mine.data.filter((p) => p.attributes.status !== 'active' || p.attributes.photos_count !== 2),
    ).toEqual([])

    // 2. The same feed with one price lowered: one listing edited, the rest left alone.
    const fetched = photos.requests()
    await upload(page, 'carteira-vrsync-2.xml', second)
    await expect.poll(() => reportCounts(report), { timeout: 60_000 }).toEqual(counts(0, 1, COUNT - 1, 5))
    await expect(report.getByText(/^Importação concluída/)).toBeVisible()
    // Only the entry whose photo is not one was asked again.
    expect(photos.requests()).toBe(fetched + 1)

    const changedId = mine.data.find((p) => p.attributes.name === before.name)!.id
    const detail = (await (await request.get(`/api/properties/${changedId}`)).json()) as {
      data: {
        id: string
        attributes: {
          category: string
          city_slug: string
          price: number
          price_drop: { from: number; to: number } | null
          price_history: { price: number }[]
        }
      }
    }
    expect(detail.data.attributes.price).toBe(lowered)
    expect(detail.data.attributes.price_drop).toMatchObject({ from: before.price, to: lowered })
    // One change: the price it was imported at, then the new one.
    expect(detail.data.attributes.price_history.map((p) => p.price)).toEqual([before.price, lowered])

    await page.goto(propertyPath(detail.data))
    await page.getByRole('button', { name: /Preço reduzido em 5\s?% em/ }).click()
    const history = page.getByRole('table', { name: 'Histórico de preço' })
    await expect(history.locator('tbody tr')).toHaveCount(2)
    const brl = (v: number) => new RegExp(`R\\$\\s${v.toLocaleString('pt-BR')}`)
    await expect(history.locator('tbody tr').nth(0)).toContainText(brl(before.price!))
    await expect(history.locator('tbody tr').nth(1)).toContainText(brl(lowered))

    // 3. The secret export address, read back by the import's own parser: the same listings and prices.
    await page.goto('/dashboard/importar')
    const exportField = page.getByRole('textbox', { name: 'URL' })
    await expect(exportField).toHaveValue(/\/api\/feeds\/[\w-]+\/vrsync\.xml$/)
    const exported = await request.get(await exportField.inputValue())
    expect(exported.status()).toBe(200)
    const sorted = (m: Map<string, { price: number | null; listing_type: string }>) =>
      [...m.entries()].map(([id, l]) => [id, l.listing_type, l.price]).sort()
    expect(sorted(await feedListings(await exported.text(), false))).toEqual(
      sorted(await feedListings(second)),
    )
    await expect(report.getByText(/^Importação concluída/)).toBeVisible()
    await fitsAndShots(page, 'feed-import-03-again')

    // 4. A new export address is asked for twice; the old one stops answering, the new one serves the listings.
    const oldAddress = await exportField.inputValue()
    await page.getByRole('button', { name: 'Gerar novo endereço' }).click()
    const confirm = page.getByRole('group', { name: 'Confirmar novo endereço' })
    await expect(confirm.getByText(/deixa de funcionar na hora/)).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(exportField).toHaveValue(oldAddress)
    await page.getByRole('button', { name: 'Gerar novo endereço' }).click()
    await fitsAndShots(page, 'feed-import-04-new-address')
    await confirm.getByRole('button', { name: 'Gerar agora' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Novo endereço gerado' })).toBeVisible()
    await expect(exportField).not.toHaveValue(oldAddress)
    expect((await request.get(oldAddress)).status()).toBe(404)
    expect((await request.get(await exportField.inputValue())).status()).toBe(200)
  } finally {
    release()
    await photos.close()
  }
})
