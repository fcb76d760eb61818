import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { newAdvertiser, useToken } from './support/advertiser'
import { startServer, type RunningServer } from './support/server'

// "Gerar descrição" through an OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL):
// a local server speaking that protocol stands in for the provider, and an app of its own is configured to use
// it. The journey with the built-in writer is in property-dashboard.spec.ts.

interface Completion {
  authorization: string | undefined
  model: string
  user: string
}

const received: Completion[] = []
let provider: Server
let app: RunningServer

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const { model, messages } = JSON.parse(body) as { model: string; messages: { content: string }[] }
      const user = messages.at(-1)?.content ?? ''
      received.push({ authorization: req.headers.authorization, model, user })
      const neighborhood = /"neighborhood":"([^"]+)"/.exec(user)?.[1] ?? '?'
      const answer = {
        title: `Casa espaçosa no ${neighborhood}`,
        description: `Texto do modelo: casa bem localizada no bairro ${neighborhood}, pronta para morar.`,
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(answer) },
            },
          ],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const { port } = provider.address() as AddressInfo
  app = await startServer({
    seed: false,
    env: {
      TRUST_PROXY: 'true',
      // The journeys' mailbox: the sign-up below is confirmed from it.
      SMTP_URL: process.env.E2E_SMTP_URL,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'chave-de-teste',
      AI_MODEL: 'modelo-local',
    },
  })
})

test.afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => provider?.close(resolve))
})

test('"Gerar descrição" fills the description and the title from the configured text provider', async ({
  page,
  context,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: app.url })
  const token = await newAdvertiser(api)
  await api.dispose()
  await useToken(context, app.url, token)
  await page.goto(`${app.url}/dashboard/properties/new`)
  await page.getByLabel('Tipo de imóvel').selectOption('house')
  await page.getByRole('radio', { name: 'Venda', exact: true }).check()
  await page.getByLabel('Bairro', { exact: true }).fill('Centro')
  await page.getByLabel('Quartos').fill('3')
  await page.getByRole('button', { name: 'Gerar descrição' }).click()
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
    'Texto do modelo: casa bem localizada no bairro Centro, pronta para morar.',
  )
  await expect(page.getByLabel('Título do anúncio')).toHaveValue('Casa espaçosa no Centro')
  expect(received).toHaveLength(1)
  expect(received[0]).toMatchObject({ authorization: 'Bearer chave-de-teste', model: 'modelo-local' })
  expect(received[0]!.user).toContain('"bedroom":3')
})
