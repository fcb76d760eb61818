import { describe, expect, it } from 'vitest'
import { PaymentProviderError } from '../provider'
import { SandboxProvider } from './sandbox'
import { personalTestCard, SUCCESS_CARD } from './test-cards'

// The sandbox behaves as Stripe does where billing could be caught out: events reversed within a second, no
// automatic default card, the trial's warning, unknown parameters refused, one fingerprint per card number.
const DAY = 86_400_000
const plan = { id: 1, name: 'Mensal', price: 59, months: 1, providerPriceId: null }
const paths = { successPath: '/ok?s={CHECKOUT_SESSION_ID}', cancelPath: '/no' }

async function subscribed(sandbox: SandboxProvider, trialDays: number, number = SUCCESS_CARD) {
  const types: string[] = []
  sandbox.connect(async (body) => {
    types.push((JSON.parse(body) as { type: string }).type)
    return 200
  })
  const customerId = await sandbox.createCustomer({ userId: 1, email: 'maria@example.com', name: 'Maria' })
  const session = await sandbox.createSubscriptionCheckout({
    customerId,
    userId: 1,
    plan,
    trialDays,
    ...paths,
  })
  const paid = sandbox.pay(session.id, {
    number,
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
    holderName: 'MARIA',
  })
  expect(paid.ok).toBe(true)
  await sandbox.deliveries.settle()
  return { customerId, types }
}

describe('the payment sandbox', () => {
  it('creates a paid subscription incomplete, then active, delivering the two events reversed', async () => {
    const sandbox = new SandboxProvider({ retryDelaysMs: [10] })
    const { types } = await subscribed(sandbox, 0)
    const subscriptionEvents = types.filter((t) => t.startsWith('customer.subscription.'))
    expect(subscriptionEvents).toEqual(['customer.subscription.updated', 'customer.subscription.created'])
    await sandbox.close()
  })

  it('makes no card the customer’s default on its own, as Stripe’s Checkout', async () => {
    const sandbox = new SandboxProvider({ retryDelaysMs: [10] })
    const { customerId } = await subscribed(sandbox, 7)
    expect((await sandbox.listCards(customerId)).map((c) => c.isDefault)).toEqual([false])
    await sandbox.close()
  })

  it('warns three days before a trial ends', async () => {
    const sandbox = new SandboxProvider({ retryDelaysMs: [10] })
    const { types } = await subscribed(sandbox, 7)
    await sandbox.clock.advance(3 * DAY)
    expect(types).not.toContain('customer.subscription.trial_will_end')
    await sandbox.clock.advance(1.5 * DAY)
    expect(types.filter((t) => t === 'customer.subscription.trial_will_end')).toHaveLength(1)
    await sandbox.clock.advance(0.1 * DAY)
    expect(types.filter((t) => t === 'customer.subscription.trial_will_end')).toHaveLength(1)
    await sandbox.close()
  })

  it('refuses a parameter it does not know, with Stripe’s code', async () => {
    const sandbox = new SandboxProvider()
    const customerId = await sandbox.createCustomer({ userId: 1, email: 'a@b.c', name: 'A' })
    const call = sandbox.createCardSetup({ customerId, userId: 1, ...paths, coupon: 'FREE' } as never)
    await expect(call).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(call).rejects.toMatchObject({ code: 'parameter_unknown' })
    await sandbox.close()
  })

  it('fingerprints a card by its number: the same number on two customers is one card', async () => {
    const sandbox = new SandboxProvider({ retryDelaysMs: [10] })
    const card = personalTestCard()
    const fingerprints: (string | null)[] = []
    for (let i = 0; i < 2; i++) {
      const customerId = await sandbox.createCustomer({ userId: i, email: `u${i}@b.c`, name: 'U' })
      const session = await sandbox.createSubscriptionCheckout({
        customerId,
        userId: i,
        plan,
        trialDays: 7,
        ...paths,
      })
      sandbox.pay(session.id, { number: card, expMonth: 12, expYear: 2034, cvc: '123', holderName: 'U' })
    }
    for (const id of sandboxSubscriptionIds(sandbox))
      fingerprints.push((await sandbox.getSubscription(id)).cardFingerprint)
    expect(fingerprints).toHaveLength(2)
    expect(fingerprints[0]).toBeTruthy()
    expect(fingerprints[0]).toBe(fingerprints[1])
    await sandbox.close()
  })
})

function sandboxSubscriptionIds(sandbox: SandboxProvider): string[] {
  // The sandbox keeps its state private; tests read it as its JSON file would hold it.
  const state = (sandbox as unknown as { state: { subscriptions: Record<string, unknown> } }).state
  return Object.keys(state.subscriptions)
}
