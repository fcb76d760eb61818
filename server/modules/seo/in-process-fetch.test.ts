import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { isInProcess } from '../../http/in-process'
import { forgetPageSettings, inProcessFetch } from './in-process-fetch'

// The server's render asks its own API in-process; every page asks for the website settings.
async function appWith(status: () => number) {
  const app = Fastify()
  let asked = 0
  app.get('/api/settings', async (_request, reply) => {
    asked++
    reply.header('x-frame-options', 'DENY')
    return reply.status(status()).send({ data: { attributes: { site_name: 'Mercado Irecê' } } })
  })
  await app.ready()
  return { app, asked: () => asked }
}

describe('inProcessFetch', () => {
  it('answers the website settings once for the pages that follow, again after staff saved them', async () => {
    const { app, asked } = await appWith(() => 200)
    const fetch = inProcessFetch(app)
    const first = await fetch('/api/settings')
    expect(await first.json()).toEqual({ data: { attributes: { site_name: 'Mercado Irecê' } } })
    // Another page's render reads the same answer, body and all.
    expect((await (await inProcessFetch(app)('/api/settings')).json()).data.attributes.site_name).toBe(
      'Mercado Irecê',
    )
    expect(asked()).toBe(1)
    forgetPageSettings(app)
    await fetch('/api/settings')
    expect(asked()).toBe(2)
    await app.close()
  })

  it('keeps no failed answer, and passes on only the headers the client reads', async () => {
    let status = 500
    const { app, asked } = await appWith(() => status)
    const fetch = inProcessFetch(app)
    expect((await fetch('/api/settings')).status).toBe(500)
    status = 200
    const res = await fetch('/api/settings')
    expect(res.status).toBe(200)
    expect(asked()).toBe(2)
    expect([...res.headers.keys()]).toEqual(['content-type'])
    await app.close()
  })

  it("marks its requests as the server's own, which a request from the network never is", async () => {
    const app = Fastify()
    app.get('/api/own', async (request) => ({ own: isInProcess(request) }))
    await app.ready()
    expect(await (await inProcessFetch(app)('/api/own')).json()).toEqual({ own: true })
    expect((await app.inject({ url: '/api/own' })).json()).toEqual({ own: false })
    await app.close()
  })
})
