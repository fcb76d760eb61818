import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emailConfirmMsg } from '../../domain/account'
import { USER_TOKEN_KEY } from '../../lib/http/clients'
import { createQueryClient } from '../../lib/query/query-client'
import { createAppRouter } from '../../router'
import { testUserDocument } from './test-helpers'

// The e-mail confirmation screens on the real route tree, with the API answered by a fake fetch.
type Handler = (url: URL, method: string) => { status: number; body: unknown } | undefined

function renderAt(path: string, api: Handler) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://test.local')
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET'
      calls.push(`${method} ${url.pathname}`)
      const answer =
        api(url, method) ??
        (url.pathname === '/api/auth/providers'
          ? { status: 200, body: { data: [] } }
          : { status: 404, body: { errors: [] } })
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { router, calls }
}

const user = (emailVerified: boolean) => (url: URL) =>
  url.pathname === '/v1/users'
    ? { status: 200, body: testUserDocument({ email_verified: emailVerified }) }
    : undefined

describe('e-mail confirmation', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('asks an unconfirmed account to confirm on the dashboard, and sends the link again', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'valid')
    const { calls } = renderAt('/dashboard/settings', (url, method) =>
      url.pathname === '/v1/auth/email/resend' && method === 'POST'
        ? { status: 202, body: { meta: { message: emailConfirmMsg.resent('maria@example.com') } } }
        : user(false)(url),
    )
    const banner = await screen.findByRole('region', { name: 'Confirmação de e-mail' }, { timeout: 10_000 })
    expect(banner.textContent).toContain('Confirme seu e-mail')
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar link' }))
    expect((await screen.findByText(emailConfirmMsg.resent('maria@example.com'))).textContent).toBeTruthy()
    expect(calls).toContain('POST /v1/auth/email/resend')
  })

  it('shows no notice to a confirmed account', async () => {
    localStorage.setItem(USER_TOKEN_KEY, 'valid')
    renderAt('/dashboard/settings', user(true))
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(screen.queryByRole('region', { name: 'Confirmação de e-mail' })).toBeNull()
  })

  it('follows a sign-up link: confirmed and signed in', async () => {
    renderAt('/confirmar-email/abc', (url, method) =>
      url.pathname === '/v1/auth/email/confirm' && method === 'POST'
        ? {
            status: 200,
            body: {
              meta: {
                message: emailConfirmMsg.signUpDone,
                purpose: 'sign_up',
                email: 'maria@example.com',
                token: 'novo-token',
              },
            },
          }
        : undefined,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByText(emailConfirmMsg.signUpDone)).toBeTruthy()
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBe('novo-token')
  })

  it('says when a link expired or was used', async () => {
    renderAt('/confirmar-email/velho', (url) =>
      url.pathname === '/v1/auth/email/confirm'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'link_expired',
                  detail: emailConfirmMsg.expired,
                  source: { pointer: '/token' },
                },
              ],
            },
          }
        : undefined,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link expirado' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByText(emailConfirmMsg.expired)).toBeTruthy()
  })
})
