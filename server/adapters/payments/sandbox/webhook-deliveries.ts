// Signed webhook deliveries with retries, as Stripe sends them: each event is posted on its own, signed with the
// endpoint's secret (Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "t.body">), and retried with backoff until the
// endpoint answers 2xx or the attempts run out.
import { createHmac } from 'node:crypto'

export type Deliver = (body: string, signature: string) => Promise<number>

interface Delivery {
  body: string
  attempts: number
  nextAt: number
}

export function stripeSignature(body: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`, 'utf8').digest('hex')
  return `t=${at},v1=${v1}`
}

export class WebhookDeliveries {
  private queue: Delivery[] = []
  private deliver: Deliver | null = null
  private timer: NodeJS.Timeout | null = null
  private running = false
  private failures = 0
  private losses = 0
  readonly log: { eventType: string; status: number | 'failed' | 'lost'; attempt: number }[] = []

  constructor(
    private readonly secret: string,
    /** Waits before the 2nd, 3rd… attempt; the delivery is given up after the last. */
    private readonly retryDelaysMs: number[],
  ) {}

  connect(deliver: Deliver): void {
    this.deliver = deliver
    this.schedule(0)
  }

  send(event: { type: string; [key: string]: unknown }): void {
    const body = JSON.stringify(event)
    if (this.losses > 0) {
      this.losses--
      this.log.push({ eventType: event.type, status: 'lost', attempt: 0 })
      return
    }
    this.queue.push({ body, attempts: 0, nextAt: Date.now() })
    this.schedule(0)
  }

  /** The next n delivery attempts fail as if the network dropped them (they are retried). */
  failNext(n: number): void {
    this.failures += n
  }

  /** The next n events are never delivered (what the reconciliation job is for); 0 stops losing them. */
  loseNext(n: number): void {
    this.losses = n
  }

  get pending(): number {
    return this.queue.length
  }

  /** Resolves once every queued event was delivered or given up. */
  async settle(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs
    while ((this.queue.length > 0 || this.running) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 5))
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.deliver = null
  }

  private schedule(ms: number): void {
    if (!this.deliver) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.pump(), Math.max(0, ms))
    this.timer.unref()
  }

  private async pump(): Promise<void> {
    if (this.running || !this.deliver) return
    this.running = true
    try {
      for (;;) {
        const now = Date.now()
        const due = this.queue.find((d) => d.nextAt <= now)
        if (!due || !this.deliver) break
        due.attempts++
        const type = (JSON.parse(due.body) as { type: string }).type
        let status: number | 'failed'
        if (this.failures > 0) {
          this.failures--
          status = 'failed'
        } else {
          status = await this.deliver(due.body, stripeSignature(due.body, this.secret)).catch(
            () => 'failed' as const,
          )
        }
        this.log.push({ eventType: type, status, attempt: due.attempts })
        if (typeof status === 'number' && status >= 200 && status < 300) {
          this.queue.splice(this.queue.indexOf(due), 1)
        } else if (due.attempts > this.retryDelaysMs.length) {
          this.queue.splice(this.queue.indexOf(due), 1)
        } else {
          due.nextAt = Date.now() + this.retryDelaysMs[due.attempts - 1]!
        }
      }
    } finally {
      this.running = false
    }
    const next = Math.min(...this.queue.map((d) => d.nextAt))
    if (Number.isFinite(next)) this.schedule(next - Date.now())
  }
}
