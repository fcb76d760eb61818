import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { checkoutPage } from '../../adapters/payments/sandbox/checkout-page'
import { PIX_PAGE_SCRIPT_HASH, pixCheckoutPage } from '../../adapters/payments/sandbox/pix-page'
import type { SandboxProvider } from '../../adapters/payments/sandbox/sandbox'

// The sandbox provider's hosted checkout, served by the app under its own path (Stripe's would be on stripe.com).
// Only registered when the sandbox is the provider.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const formSchema = z.object({
  holder_name: z.string().trim().min(1).max(80),
  number: z.string().max(30),
  expiry: z
    .string()
    .trim()
    .regex(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/),
  cvc: z.string().trim().max(4),
})

export const sandboxCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const params = z.object({ id: z.string().min(1).max(100) })

  app.get('/sandbox/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = params.parse(request.params)
    const s = sandbox.session(id)
    if (!s)
      return reply.status(404).type('text/plain; charset=utf-8').send('Sessão de pagamento não encontrada.')
    if (s.mode === 'payment') return pixPage(reply, id, 200)
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        checkoutPage({
          action: `/sandbox/checkout/${encodeURIComponent(id)}`,
          mode: s.mode,
          plan: s.plan,
          trialDays: s.trialDays,
          cancelPath: s.cancelPath,
          error: s.status === 'open' ? null : 'session_closed',
        }),
      )
  })

  app.post('/sandbox/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = params.parse(request.params)
    const s = sandbox.session(id)
    if (!s)
      return reply.status(404).type('text/plain; charset=utf-8').send('Sessão de pagamento não encontrada.')
    if (s.mode === 'payment') return pixPage(reply, id, 409)
    const form = formSchema.safeParse(request.body ?? {})
    const raw = (request.body ?? {}) as Record<string, string>
    const page = (error: Parameters<typeof checkoutPage>[0]['error'], status: number) =>
      reply
        .status(status)
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          checkoutPage({
            action: `/sandbox/checkout/${encodeURIComponent(id)}`,
            mode: s.mode === 'setup' ? 'setup' : 'subscription',
            plan: s.plan,
            trialDays: s.trialDays,
            cancelPath: s.cancelPath,
            error,
            values: {
              holderName: String(raw.holder_name ?? '').slice(0, 80),
              expiry: String(raw.expiry ?? '').slice(0, 7),
            },
          }),
        )
    if (!form.success) return page('invalid', 422)
    const [, mm, yy] = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.data.expiry)!
    const result = sandbox.pay(id, {
      number: form.data.number,
      expMonth: Number(mm),
      expYear: yy!.length === 2 ? 2000 + Number(yy) : Number(yy),
      cvc: form.data.cvc,
      holderName: form.data.holder_name,
    })
    if (!result.ok) return page(result.code, 402)
    return reply.redirect(result.redirect, 303)
  })

  // A PIX checkout: the code (QR and copia e cola) and the sandbox-only "Simular pagamento".
  const pixPage = (reply: FastifyReply, id: string, status: number) => {
    const pix = sandbox.showPix(id)
    if (!pix)
      return reply.status(404).type('text/plain; charset=utf-8').send('Sessão de pagamento não encontrada.')
    return reply
      .status(status)
      .header(
        'content-security-policy',
        PAGE_CSP.replace("default-src 'none';", `default-src 'none'; script-src ${PIX_PAGE_SCRIPT_HASH};`),
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        pixCheckoutPage({
          ...pix,
          simulateAction: `/sandbox/checkout/${encodeURIComponent(id)}/pix/simulate`,
        }),
      )
  }

  app.post('/sandbox/checkout/:id/pix/simulate', { schema: { hide: true } }, async (request, reply) => {
    const { id } = params.parse(request.params)
    const result = sandbox.simulatePixPayment(id)
    if (!result.ok) return pixPage(reply, id, 409)
    return reply.redirect(result.redirect, 303)
  })
}
