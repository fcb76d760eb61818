import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../lib/query/query-client'
import { createAppRouter } from '../router'

// The real route tree in memory, with the API answered by a fake fetch.
type Handler = (url: URL) => { status: number; body: unknown }

function renderAt(path: string, api: Handler = () => ({ status: 404, body: { errors: [] } })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { status, body } = api(new URL(String(input), 'http://test.local'))
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
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
  return router
}

const notFound = {
  status: 404,
  body: { errors: [{ status: '404', code: 'not_found', detail: 'Não encontrado' }] },
}

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('an unknown route shows "Page not found: {path}" on the 404 page', async () => {
    renderAt('/rota-que-nao-existe')
    expect(await screen.findByText('Page not found: /rota-que-nao-existe')).toBeTruthy()
    expect(screen.getByText('404')).toBeTruthy()
  })

  it('a property that does not exist shows the property-not-found text', async () => {
    renderAt('/imovel/house/irece/999999', () => notFound)
    expect(
      await screen.findByText('O imóvel que você está procurando não existe ou foi removido.'),
    ).toBeTruthy()
  })

  it('any other API 404 shows the not-found error page', async () => {
    renderAt('/veiculo/cars/ba/irece/fiat/argo/drive/999999', () => notFound)
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy()
  })

  it('an API 500 shows the server error page', async () => {
    renderAt('/anunciante/imobiliaria/1', () => ({ status: 500, body: { errors: [] } }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erro no servidor' }, { timeout: 10_000 }),
    ).toBeTruthy()
  })

  it.each([
    ['/sobre-nos', 'Sobre nós'],
    ['/termos-de-uso', 'Termos de uso'],
    ['/politica-de-privacidade', 'Política de privacidade'],
    ['/privacy-policy', 'Política de privacidade'],
  ])('%s shows %s', async (path, title) => {
    renderAt(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
  })

  it('the footer links to about, contact, terms and privacy', async () => {
    renderAt('/sobre-nos')
    await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })
    const footer = screen.getByRole('contentinfo')
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/sobre-nos', '/contato', '/termos-de-uso', '/politica-de-privacidade'])
    expect(footer.textContent).toContain('© 2025 Mercado Irecê All Rights Reserved')
  })

  it('the property list reads its page from the URL and keeps the filters in the page links', async () => {
    const requests: URL[] = []
    renderAt('/imoveis?city=lapao&page=2', (url) => {
      requests.push(url)
      return { status: 200, body: { data: [], meta: { page: 2, per_page: 24, total: 100, total_pages: 5 } } }
    })
    await screen.findByRole('navigation', { name: 'Paginação' })
    const listCall = requests.find((u) => u.pathname === '/api/properties')!
    expect(listCall.searchParams.get('city')).toBe('lapao')
    expect(listCall.searchParams.get('page')).toBe('2')
    const next = screen.getByRole('link', { name: 'Página 3' }).getAttribute('href')!
    expect(new URL(next, 'http://x').searchParams.get('city')).toBe('lapao')
    expect(screen.getByRole('link', { name: 'Página 1' }).getAttribute('href')).toBe('/imoveis?city=lapao')
  })
})
