/** Wraps an async function so that at most `limit` calls run at once; the others wait their turn. */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, limit: number) {
  let active = 0
  const queue: (() => void)[] = []
  const next = () => {
    active--
    queue.shift()?.()
  }
  return async (...args: A): Promise<R> => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve))
    active++
    try {
      return await fn(...args)
    } finally {
      next()
    }
  }
}
