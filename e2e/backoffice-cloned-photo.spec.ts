// Staff and a copied photo on a 1366×900 desktop: the demo's property held for a photo copied from another
// advertiser shows, in its panel, each copied photo beside the one it copies; staff release it and the pair is gone.
import { expect, test, type Page } from '@playwright/test'
import { DEMO_ADMIN, signInStaff } from './support/accounts'

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

test('staff compare a copied photo with the original, side by side, and release the listing', async ({
  page,
  request,
  baseURL,
}) => {
  const signIn = await request.post('/v1/admin/auth/sign_in', {
    data: { admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
  })
  const token = ((await signIn.json()) as { data: { attributes: { token: string } } }).data.attributes.token
  type Row = { id: string; attributes: { hold: { reason: string } | null } }
  let copy: Row | undefined
  for (let page = 1; !copy && page <= 40; page++) {
    const held = await request.get(`/v1/admin/listings?kind=property&hold=1&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const rows = ((await held.json()) as { data: Row[] }).data
    if (rows.length === 0) break
    copy = rows.find((r) => r.attributes.hold?.reason.startsWith('Uma das fotos'))
  }
  expect(copy, 'the demo holds one copied photo').toBeTruthy()

  await page.context().addCookies([{ name: 'lgpdAccepted', value: 'true', url: baseURL! }])
  await signInStaff(page)

  await page.getByRole('link', { name: 'Imóveis', exact: true }).first().click()
  await page.getByLabel('Fila').selectOption({ label: 'Retidos pela equipe' })
  await page.getByPlaceholder('Buscar por título, código ou e-mail').fill(copy!.id)
  await page.getByText(`#${copy!.id}`, { exact: true }).click()
  const pairs = page.getByTestId('cloned-photos')
  await expect(pairs.getByRole('heading', { name: 'Fotos iguais às de outro anunciante' })).toBeVisible()
  const [mine, other] = [
    pairs.getByAltText('Foto deste anúncio'),
    pairs.getByAltText('Foto do outro anúncio'),
  ]
  for (const img of [mine, other]) {
    await expect(img).toBeVisible()
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0)
  }
  // Side by side: the same row, the copy on the left.
  const [a, b] = [(await mine.boundingBox())!, (await other.boundingBox())!]
  expect(Math.abs(a.y - b.y)).toBeLessThan(2)
  expect(a.x).toBeLessThan(b.x)
  await expect(pairs).toContainText('de outro anunciante:')
  await expect(page.getByTestId('listing-hold')).toContainText(
    'Uma das fotos é igual à de um anúncio de outro',
  )
  await pairs.scrollIntoViewIfNeeded()
  await shot(page, 'cloned-photos-1366')
  await page.setViewportSize({ width: 360, height: 740 })
  await pairs.scrollIntoViewIfNeeded()
  await shot(page, 'cloned-photos-360')
  await page.setViewportSize({ width: 1366, height: 900 })

  await page.getByTestId('listing-hold').getByRole('button', { name: 'Liberar' }).click()
  await expect(page.getByText('Anúncio liberado')).toBeVisible()
  await expect(pairs).toHaveCount(0)
})
