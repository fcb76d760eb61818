// The back office's tables keep their state in the URL, on a desktop: staff search the users, filter them by
// profile, sort them and reload — the same view comes back; the link, opened in another tab, shows it too; back
// goes to the filter before. The reports queue keeps its closed tab the same way.
import { expect, test, type Page } from '@playwright/test'
import { apiSignUp, signInStaff } from './support/accounts'

test.use({
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: undefined,
})

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuários' })
const bodyRows = (page: Page) => usersTable(page).locator('tbody tr')

/** The e-mails shown by the users table, top to bottom. */
async function emails(page: Page) {
  return (await bodyRows(page).locator('td:nth-child(2)').allTextContents()).map((t) => t.trim())
}

/** The users table's search box, profile filter and rows, as they are on the screen. */
async function view(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' })
  return {
    search: await search.inputValue(),
    profile: await page.getByRole('combobox', { name: 'Perfil' }).inputValue(),
    sorted: await usersTable(page)
      .getByRole('columnheader', { name: /E-mail/ })
      .getAttribute('aria-sort'),
    emails: await emails(page),
  }
}

test('a filtered back office table survives a reload, and its link opens the same view', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = `lista${Date.now().toString(36)}`
  // Two brokers and an owner whose e-mails share a tag: the search finds the three, the filter the two brokers.
  const brokers = [
    await apiSignUp(request, { prefix: `${tag}.a`, profile: 'broker' }),
    await apiSignUp(request, { prefix: `${tag}.b`, profile: 'broker' }),
  ]
  await apiSignUp(request, { prefix: `${tag}.c`, profile: 'owner' })

  await page.context().addCookies([
    {
      name: 'lgpdAccepted',
      value: 'true',
      url: test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!,
    },
  ])
  await signInStaff(page)

  await page.getByRole('link', { name: 'Usuários', exact: true }).click()
  await expect(bodyRows(page).first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(tag)
  await expect(bodyRows(page)).toHaveCount(3)
  await page.getByRole('combobox', { name: 'Perfil' }).selectOption('broker')
  await expect(bodyRows(page)).toHaveCount(2)
  await usersTable(page)
    .getByRole('button', { name: /E-mail/ })
    .click()
  await usersTable(page)
    .getByRole('button', { name: /E-mail/ })
    .click()
  const expected = {
    search: tag,
    profile: 'broker',
    sorted: 'descending',
    emails: brokers
      .map((b) => b.email)
      .sort()
      .reverse(),
  }
  await expect.poll(() => view(page)).toEqual(expected)
  const url = new URL(page.url())
  expect(url.pathname).toBe('/backoffice/dashboard/users')
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    profile: 'broker',
    sort: 'email',
    dir: 'desc',
  })

  // A reload keeps the view.
  await page.reload()
  await expect.poll(() => view(page)).toEqual(expected)

  // The copied link, in another tab of the same staff session, opens the same view.
  const other = await page.context().newPage()
  await other.goto(page.url())
  await expect.poll(() => view(other)).toEqual(expected)
  await other.close()

  // Back: the filter before the sort.
  await page.goBack()
  await page.goBack()
  await expect
    .poll(() => view(page))
    .toMatchObject({ search: tag, profile: 'broker', sorted: null, emails: expect.any(Array) })
  await page.goBack()
  await expect.poll(() => view(page)).toMatchObject({ search: tag, profile: '' })
  await expect(bodyRows(page)).toHaveCount(3)

  // The reports queue: the closed tab stays after a reload; the open tab, its default, is a plain URL.
  await page.getByRole('link', { name: 'Denúncias de imóveis' }).click()
  await page.getByRole('button', { name: /Encerradas/ }).click()
  await expect(page).toHaveURL(/[?&]state=closed/)
  await page.reload()
  await expect(page.getByRole('button', { name: /Encerradas/ })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: /Abertas/ }).click()
  await expect(page.getByRole('button', { name: /Abertas/ })).toHaveAttribute('aria-pressed', 'true')
  expect(new URL(page.url()).search).toBe('')
})
