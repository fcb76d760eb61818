import { expect, test } from '@playwright/test'

// LGPD: with every tracker configured, nothing leaves for a third party before 'Aceitar e continuar'; accepting
// loads the tag and sends lgpd_click.

test.use({ serviceWorkers: 'block' })

test('no third-party request before consent; accepting loads the tag and sends lgpd_click', async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL!).origin
  const thirdParty: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.origin !== own && url.protocol.startsWith('http')) thirdParty.push(r.url())
  })
  // The website settings with a tag, a pixel and a tag manager configured, both where the page inlines them
  // into its HTML and in GET /api/settings.
  const unset = '"analytics":{"tag_id":"","pixel_id":"","tag_manager_id":""}'
  const set = '"analytics":{"tag_id":"G-TEST1234","pixel_id":"1234567890","tag_manager_id":"GTM-TEST12"}'
  await page.route(
    (url) => url.origin === own,
    async (route) => {
      const request = route.request()
      if (request.resourceType() !== 'document' && !request.url().includes('/api/settings'))
        return route.continue()
      const res = await route.fetch()
      const body = (await res.text()).replaceAll(unset, set)
      await route.fulfill({ response: res, body })
    },
  )
  // The trackers' hosts answer with empty scripts: the test needs no Internet.
  await page.route(/googletagmanager\.com|facebook\.net|facebook\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )

  await page.goto('/')
  const accept = page.getByRole('button', { name: 'Aceitar e continuar' })
  await expect(accept).toBeVisible()
  await page.goto('/imoveis')
  await expect(accept).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(thirdParty, 'requests to other sites before consent').toEqual([])
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga|_fbp/)

  await accept.click()
  await expect
    .poll(() => thirdParty.some((u) => u.includes('googletagmanager.com/gtag/js?id=G-TEST1234')))
    .toBe(true)
  const consentEvent = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .find((e) => e[0] === 'event' && e[1] === 'lgpd_click'),
  )
  expect(consentEvent).toEqual([
    'event',
    'lgpd_click',
    { event_category: 'lgpd', event_label: 'click_lgpd_accepted_button' },
  ])
})
