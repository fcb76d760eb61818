import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface Background {
  /**
   * Runs `job` after the answer is on its way. For work whose cost would tell the asker something the answer
   * does not (whether an e-mail has an account): the answer takes the same time whatever the job does.
   * Failures are logged under `label`.
   */
  run(label: string, job: () => Promise<void>): void
  /** Resolves once every job started so far has ended (closing the app waits for it too). */
  idle(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background
  }
}

/** `app.background`: jobs kept off the request's path. */
export const background = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>()
    const instance: Background = {
      run(label, job) {
        const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(job)
          .catch((err: unknown) => app.log.error({ err }, `${label} failed`))
          .finally(() => pending.delete(done))
        pending.add(done)
      },
      async idle() {
        while (pending.size > 0) await Promise.all([...pending])
      },
    }
    app.decorate('background', instance)
    app.addHook('onClose', async () => instance.idle())
  },
  { name: 'background' },
)
