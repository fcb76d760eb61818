import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_TOKEN_KEY } from '../../lib/http/admin-client'
import { USER_TOKEN_KEY } from '../../lib/http/clients'
import { createQueryClient } from '../../lib/query/query-client'
import { createAppRouter } from '../../router'
import { testUserDocument } from './test-helpers'

// The route guards on the real route tree, with the API answered by a fake fetch.
type Handler = (url: URL) => { status: number; body: unknown }

function renderAt(path: string, api: Handler) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test.local')
      calls.push(url.pathname)
      const { status, body } = api(url)
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { router, calls }
}

const invalidToken = {
  status: 401,
  body: {
    errors: [{ status: '401', code: 'unauthorized', type: 'invalid_token', detail: 'Sua sessão expirou' }],
  },
}
const api =
  (user = testUserDocument()): Handler =>
  (url) => {
    if (url.pathname === '/v1/users') return { status: 200, body: user }
    if (url.pathname === '/api/auth/providers') return { status: 200, body: { data: [] } }
    return { status: 404, body: { errors: [] } }
  }
// The dashboard's chunk loads lazily: on a busy machine that takes longer than waitFor's default second.
const SLOW = { timeout: 10_000 }
const where = (router: ReturnType<typeof createAppRouter>) => router.state.location

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor from a dashboard page to /entrar with the way back', async () => {
    const { router } = renderAt('/dashboard/messages?x=1', api())
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' }, { timeout: 10_000 })).toBeTruthy()
    expect(where(router).pathname).toBe('/entrar')
    expect(where(router).search).toEqual({ redirect: '/dashboard/messages?x=1' })
  })

  it('discards an expired token and sends the user to /entrar', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'expired')
    const { router } = renderAt('/dashboard', () => invalidToken)
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' }, { timeout: 10_000 })).toBeTruthy()
    expect(where(router).pathname).toBe('/entrar')
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull()
  })

  it('asks for the profile first when it has not been chosen', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'valid')
    const { router } = renderAt('/dashboard', api(testUserDocument({ profile_chosen: false })))
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolha seu perfil' })).toBeTruthy()
    expect(where(router).search).toEqual({ redirect: '/dashboard' })
    expect(screen.getByRole('radio', { name: /Proprietário/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Corretor/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Imobiliária/ })).toBeTruthy()
  })

  it('keeps a logged-in user off /entrar and /registrar', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'valid')
    const { router } = renderAt('/registrar?redirect=%2Fdashboard%2Fsettings', api())
    await waitFor(() => expect(where(router).pathname).toBe('/dashboard/settings'), SLOW)
  })

  it('ignores a redirect to another site', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'valid')
    const { router } = renderAt('/entrar?redirect=%2F%2Fevil.example', api())
    await waitFor(() => expect(where(router).pathname).toBe('/dashboard'), SLOW)
  })

  it('takes the token of a third-party sign-in from the hash and leaves it out of the URL', async () => {
    const { router } = renderAt('/entrar#token=from-oidc', api())
    await waitFor(() => expect(where(router).pathname).toBe('/dashboard'), SLOW)
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBe('from-oidc')
    expect(where(router).hash).toBe('')
  })

  it('follows the page the server carried back beside the token', async () => {
    const { router } = renderAt('/entrar#token=from-oidc&redirect=%2Fdashboard%2Fsettings', api())
    await waitFor(() => expect(where(router).pathname).toBe('/dashboard/settings'), SLOW)
  })

  it('follows only a page of this site from beside the token', async () => {
    localStorage.removeItem(USER_TOKEN_KEY)
    const { router } = renderAt('/entrar#token=from-oidc&redirect=%2F%2Fevil.example', api())
    await waitFor(() => expect(where(router).pathname).toBe('/dashboard'), SLOW)
  })

  it('sends the back office to its login without an admin token, and the admin past it with one', async () => {
    const first = renderAt('/backoffice/dashboard/users', api())
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Entrar no painel administrativo' },
        // The first page of the back office's chunk to load: seconds on a busy machine.
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(where(first.router).pathname).toBe('/backoffice/login')
    first.router.history.destroy()

    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin')
    localStorage.removeItem(USER_TOKEN_KEY)
    const second = renderAt('/backoffice/login', (url) =>
      url.pathname === '/v1/admin/me'
        ? {
            status: 200,
            body: { data: { id: '1', type: 'admin', attributes: { email: 'a@b.c', name: 'Ana' } } },
          }
        : { status: 404, body: { errors: [] } },
    )
    await waitFor(() => expect(where(second.router).pathname).toBe('/backoffice/dashboard'), SLOW)
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel' }, { timeout: 10_000 })).toBeTruthy()
  })
})
