import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config'
import { createPaymentProvider } from './from-config'
import { SandboxProvider } from './sandbox/sandbox'

const base = { DATA_DIR: os.tmpdir(), NODE_ENV: 'test' }

describe('payment provider from configuration', () => {
  it('is the sandbox without Stripe keys, Stripe with both', async () => {
    const sandbox = createPaymentProvider(loadConfig(base), () => 'http://localhost')
    expect(sandbox).toBeInstanceOf(SandboxProvider)
    await sandbox.close()
    const stripe = createPaymentProvider(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
      () => 'http://localhost',
    )
    expect(stripe.name).toBe('stripe')
  })

  it('refuses one Stripe key without the other, and a key of the wrong kind', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(ConfigError)
    expect(() =>
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY/)
  })
})
