import { describe, expect, it } from 'vitest'
import { serverOnlyPaths } from './navigation'

const goesToServer = (path: string) => serverOnlyPaths.some((re) => re.test(path))

describe('navigations the app shell must not answer', () => {
  it.each([
    '/api/properties/1',
    '/api/docs',
    '/api/docs/static/index.html',
    '/v1/auth/oidc/callback?code=x&state=y',
    '/media/0123456789abcdef01234567/640.webp',
    '/health',
    '/dev/mail',
    '/sandbox/checkout/cs_a1B2c3',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
  ])('%s goes to the server', (path) => expect(goesToServer(path)).toBe(true))

  it.each([
    '/',
    '/imoveis?preco_max=1.5',
    '/imovel/house/irece/42',
    '/veiculo/cars/ba/irece/fiat/uno/1.0-flex/7',
    '/veiculos',
    '/apiario',
    '/dashboard/messages/3',
    '/resetar-senha/q2Vx-_9ZbW4',
    '/payments/checkout/success',
  ])('%s is a client route', (path) => expect(goesToServer(path)).toBe(false))
})
