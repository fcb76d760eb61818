import { expect, test, type Page } from '@playwright/test'
import { propertyPath, vehiclePath } from '../src/domain/paths'
import { apiGet } from './support/listings'

// The pages a phone opens first arrive rendered by the server, with the data their routes loaded there: the
// browser hydrates over them without asking the API again (no request between the page's load and the first idle
// moment after hydration) and without a hydration error.

// First visits: without a service worker. The one the first page registers (at its first idle moment) takes the
// pages over once installed, and hands out the plain shell for every later navigation of the loop: whether that
// came before the last page was a race with the worker's precache.
test.use({ serviceWorkers: 'block' })

type PathOf<T extends (listing: never) => string> = Parameters<T>[0]

async function pagesToCheck(request: Parameters<typeof apiGet>[0]): Promise<string[]> {
  const { data: properties } = await apiGet<{ data: PathOf<typeof propertyPath>[] }>(
    request,
    '/api/properties?per_page=1',
  )
  const { data: vehicles } = await apiGet<{ data: PathOf<typeof vehiclePath>[] }>(
    request,
    '/api/vehicles?per_page=1',
  )
  const { data: plans } = await apiGet<{ data: { id: string }[] }>(request, '/api/plans?profile=owner')
  return [
    '/',
    '/imoveis',
    '/veiculos',
    propertyPath(properties[0]!),
    vehiclePath(vehicles[0]!),
    '/anunciar/proprietario',
    '/anunciar/imobiliaria-ou-corretor',
    '/entrar',
    '/registrar',
    '/esqueci-senha',
    '/planos',
    `/planos/${plans[0]!.id}`,
    '/sobre-nos',
  ]
}

/** Resolves at the browser's first idle moment after the page hydrated. */
const idleAfterHydration = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = () => {
          if (document.getElementById('root')?.hasAttribute('data-hydrating')) setTimeout(wait, 20)
          else requestIdleCallback(() => resolve(), { timeout: 10_000 })
        }
        wait()
      }),
  )

test('each page a phone opens first is rendered by the server and hydrates without asking the API again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const api: string[] = []
  const errors: string[] = []
  // Reads only: a page's own writes (a listing's view count) are not its data.
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (r.method() === 'GET' && (pathname.startsWith('/api/') || pathname.startsWith('/v1/')))
      api.push(`${r.method()} ${pathname}`)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))

  for (const path of await pagesToCheck(request)) {
    await test.step(path, async () => {
      api.length = 0
      errors.length = 0
      const response = await page.goto(path)
      expect.soft(response?.status(), path).toBe(200)
      const html = await response!.text()
      expect
        .soft(html, `${path} is rendered on the server`)
        .toMatch(/<div id="root" data-hydrating>[\s\S]*<main id="conteudo"[^>]*>\s*<(?!\/main)/)
      expect(html).toContain('id="__QUERY_STATE__"')
      await idleAfterHydration(page)
      expect.soft(api, `${path}: API requests between hydration and the first idle`).toEqual([])
      expect.soft(errors.filter((e) => /hydrat|did not match|server rendered/i.test(e))).toEqual([])
    })
  }
})

test("the dashboard's frame arrives with the page and skeletons stand in for its data", async ({ page }) => {
  const response = await page.goto('/dashboard/properties')
  const html = await response!.text()
  // The frame (header and the sections' menu), sent by the server without any signed-in data.
  expect(html).toMatch(/<div id="root" data-render="client">/)
  expect(html).toContain('Painel do anunciante')
  expect(html).toContain('class="skeleton"')
  // Signed out, the browser then takes the visitor to sign in.
  await expect(page).toHaveURL(/\/entrar\?redirect=/)
})
