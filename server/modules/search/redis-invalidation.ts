import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { InvalidationChannel, InvalidationListener } from './invalidation'

/**
 * The invalidation channel shared by every process through Redis pub/sub. `publish` empties this process's cache
 * at once (a client that reads right after its own write must not get the old answer) and sends the message to
 * the others, each emptying its own on receipt; this process skips its own message when it comes back.
 * `subscriber` is a connection of its own (a subscribed Redis connection can do nothing else); `channel` is the
 * prefixed name. When Redis is unreachable the others catch up with their cache's TTL.
 */
export function redisChannel(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  onError: (err: unknown) => void = () => undefined,
): InvalidationChannel & { ready: Promise<void> } {
  const origin = randomBytes(8).toString('hex')
  const listeners: InvalidationListener[] = []
  const deliver = (reason: string) => listeners.forEach((listener) => listener(reason))
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return
    const [sender, ...reason] = message.split('\n')
    if (sender !== origin) deliver(reason.join('\n'))
  })
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (err: unknown) => onError(err),
  )
  return {
    ready,
    publish(reason) {
      deliver(reason)
      publisher.publish(channel, `${origin}\n${reason}`).catch(onError)
    },
    subscribe: (listener) => void listeners.push(listener),
  }
}
