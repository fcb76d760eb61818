import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorPage } from './error-page'
import { errorPageStatus } from './error-status'

const renderPage = (status?: number, detail?: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <ErrorPage status={status} detail={detail} />
    </I18nProvider>,
  )

describe('error page', () => {
  it('maps 404 and 401 to themselves and every other status to 500', () => {
    expect(errorPageStatus(404)).toBe(404)
    expect(errorPageStatus(401)).toBe(401)
    expect(errorPageStatus(500)).toBe(500)
    for (const other of [400, 403, 418, 422, 502, 503, 0, undefined, null])
      expect(errorPageStatus(other)).toBe(500)
  })

  it.each([
    [404, 'Página não encontrada'],
    [401, 'Acesso negado'],
    [500, 'Erro no servidor'],
    [503, 'Erro no servidor'],
  ])('status %i shows its code, title, description and a button to /', (status, title) => {
    renderPage(status)
    expect(screen.getByText(String(status === 503 ? 500 : status))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
    const home = screen.getByRole('link', { name: 'Voltar para o início' })
    expect(home.getAttribute('href')).toBe('/')
  })

  it('uses the access-denied text (docs/product.md, Accounts and access) for 401', () => {
    renderPage(401)
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeTruthy()
  })

  it('shows an extra detail line such as the unknown path', () => {
    renderPage(404, 'Page not found: /x')
    expect(screen.getByText('Page not found: /x')).toBeTruthy()
  })
})
