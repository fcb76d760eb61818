import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, paymentsMode } from '../../config'
import { createPaymentProvider } from './from-config'
import { SandboxProvider } from './sandbox/sandbox'

const base = { DATA_DIR: os.tmpdir(), NODE_ENV: 'production' }
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
const mode = (env: Record<string, string>) => paymentsMode(loadConfig({ ...base, ...env })).mode

describe('payment provider from configuration', () => {
  it('defaults: Stripe with its keys, the sandbox only on the embedded database with demo data, else off', () => {
    expect(mode({ ...stripeKeys, PUBLIC_URL: 'https://mercadoirece.com.br' })).toBe('stripe')
    expect(mode({})).toBe('sandbox')
    expect(mode({ SEED_DEMO: 'false' })).toBe('off')
    expect(mode({ DATABASE_URL: 'postgres://db/mercado' })).toBe('off')
    expect(mode({ DATABASE_URL: 'postgres://db/mercado', SEED_DEMO: 'true' })).toBe('off')
    expect(mode({ PAYMENTS: 'off' })).toBe('off')
    expect(mode({ DATABASE_URL: 'postgres://db/mercado', PAYMENTS: 'sandbox' })).toBe('sandbox')
  })

  it('builds the provider the mode names', async () => {
    const sandbox = createPaymentProvider(loadConfig(base), () => 'http://localhost')
    expect(sandbox).toBeInstanceOf(SandboxProvider)
    await sandbox.close()
    expect(createPaymentProvider(loadConfig({ ...base, PAYMENTS: 'off' }), () => '').name).toBe('off')
    const stripe = createPaymentProvider(
      loadConfig({ ...base, ...stripeKeys, PUBLIC_URL: 'https://mercadoirece.com.br' }),
      () => 'https://mercadoirece.com.br',
    )
    expect(stripe.name).toBe('stripe')
  })

  it('refuses one Stripe key without the other, a key of the wrong kind, PAYMENTS=stripe without keys, and Stripe without PUBLIC_URL', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(ConfigError)
    expect(() =>
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => loadConfig({ ...base, PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/)
    // Stripe's return addresses are absolute: without PUBLIC_URL they would follow the listening address.
    expect(() => loadConfig({ ...base, ...stripeKeys })).toThrow(/PUBLIC_URL/)
  })

  it("keeps the sandbox's state (its webhook secret) readable by its owner only, an older file included", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-sandbox-'))
    const file = path.join(dir, 'payments-sandbox.json')
    fs.writeFileSync(
      file,
      JSON.stringify({
        secret: 'whsec_old',
        offsetMs: 0,
        customers: {},
        cards: {},
        sessions: {},
        subscriptions: {},
      }),
      { mode: 0o644 },
    )
    const sandbox = new SandboxProvider({ file })
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    await sandbox.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
