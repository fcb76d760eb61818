// How "search answers are out of date" travels. One process: a direct call. Several processes behind a load
// balancer would each keep their own cache, so a channel over shared state (e.g. Redis pub/sub) can take this
// place: publish sends to every process, this one included, and each clears its own cache on receipt.

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
