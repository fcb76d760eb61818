// How "search answers are out of date" travels. One process: a direct call. Several processes behind a load
// balancer each keep their own cache, so with REDIS_URL the channel goes through Redis pub/sub instead
// (redis-invalidation.ts): every process empties its own cache on receipt.

export type InvalidationListener = (reason: string) => void

export interface InvalidationChannel {
  /** Announces that what search returns has changed (`reason` is for the log: 'listing updated'…). */
  publish(reason: string): void
  /** Called for every announcement, from this process or, with a shared channel, another one. */
  subscribe(listener: InvalidationListener): void
}

/** The single-process channel: publish calls every listener at once. */
export function inProcessChannel(): InvalidationChannel {
  const listeners: InvalidationListener[] = []
  return {
    publish: (reason) => listeners.forEach((listener) => listener(reason)),
    subscribe: (listener) => void listeners.push(listener),
  }
}
