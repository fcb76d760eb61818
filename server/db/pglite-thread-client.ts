import path from 'node:path'
import { Worker } from 'node:worker_threads'

/** What a query answers (the subset of PGlite's Results the app reads). */
export interface ThreadResults {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** By type id; only parsers that keep the text as it is are supported (Drizzle's, for dates and numbers). */
  parsers?: Record<number, (value: string) => unknown>
}

/** The side of a transaction Drizzle's PGlite driver uses. */
export interface ThreadTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>
}

type Reply = { id: number; result: ThreadResults | null } | { id: number; error: Record<string, unknown> }
type Message = Record<string, unknown> & { id: number }

const THREAD_FILE = path.join(import.meta.dirname, 'pglite-thread.mjs')

/**
 * PGlite in a thread of its own (server/db/pglite-thread.mjs), with the interface Drizzle's PGlite driver calls:
 * `query` and `transaction`. A transaction holds the engine: queries from outside wait until it ends, as they
 * would on PGlite itself.
 */
export class ThreadedPglite {
  private next = 1
  private readonly waiting = new Map<
    number,
    { resolve(r: ThreadResults | null): void; reject(e: Error): void }
  >()
  /** The transaction holding the engine: it resolves when it ends. */
  private running: Promise<void> | null = null
  /** Why the thread is gone (closed, or crashed): later calls fail at once instead of waiting forever. */
  private gone: Error | null = null
  /** Statements asked in this turn of the event loop, sent together at its end. */
  private outgoing: Message[] = []
  /** Messages posted to the thread so far (each a batch of one or more statements). */
  messagesSent = 0

  private constructor(
    private readonly worker: Worker,
    /** The engine thread's id in the system (Linux), for measuring its CPU apart from the server's. */
    readonly threadId: number | undefined,
  ) {
    worker.on('message', (replies: Reply[]) => {
      for (const reply of replies) this.settle(reply)
      if (this.waiting.size === 0) worker.unref()
    })
    worker.on('error', (err) => this.failAll(err))
    worker.on('exit', () => this.failAll(new Error('the database thread stopped')))
  }

  private settle(reply: Reply) {
    const call = this.waiting.get(reply.id)
    if (!call) return
    this.waiting.delete(reply.id)
    if ('error' in reply) call.reject(Object.assign(new Error(String(reply.error.message)), reply.error))
    else call.resolve(reply.result)
  }

  private failAll(err: Error) {
    this.gone ??= err
    for (const call of this.waiting.values()) call.reject(err)
    this.waiting.clear()
  }

  static create(options: { dataDir?: string; postgresqlconf: string }): Promise<ThreadedPglite> {
    const worker = new Worker(THREAD_FILE, {
      workerData: options,
      // The thread only hands statements and rows across: a young generation of V8's default size (up to 48 MB,
      // grown once and kept) buys it nothing but resident memory.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    })
    return new Promise((resolve, reject) => {
      worker.once('error', reject)
      worker.once('message', (ready: { tid?: number }) => {
        worker.off('error', reject)
        worker.unref()
        resolve(new ThreadedPglite(worker, ready.tid))
      })
    })
  }

  private call(message: Record<string, unknown>): Promise<ThreadResults | null> {
    if (this.gone) return Promise.reject(this.gone)
    const id = this.next++
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive only while an answer is awaited: an idle open database does not,
      // as PGlite on the main thread did not.
      if (this.waiting.size === 0) this.worker.ref()
      this.waiting.set(id, { resolve, reject })
      // A page's read asks for several things at once (Promise.all): one message each way for all of them. Posting
      // to a thread and waking it costs more than a short statement does, on a busy machine ten times more.
      this.outgoing.push({ ...message, id })
      if (this.outgoing.length === 1) queueMicrotask(() => this.flush())
    })
  }

  private flush() {
    const batch = this.outgoing
    this.outgoing = []
    this.messagesSent++
    this.worker.postMessage(batch)
  }

  private send(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<ThreadResults> {
    const textTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined
    return this.call({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode,
      textTypes,
    }) as Promise<ThreadResults>
  }

  async query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    while (this.running) await this.running
    return this.send(text, params, options)
  }

  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // Transactions queue behind the one running like any query: whoever resumes first takes the engine, the
    // others see it taken and wait again.
    while (this.running) await this.running
    let end!: () => void
    this.running = new Promise<void>((resolve) => (end = resolve))
    try {
      await this.send('begin')
      try {
        const result = await fn({ query: (text, params, options) => this.send(text, params, options) })
        await this.send('commit')
        return result
      } catch (err) {
        await this.send('rollback').catch(() => undefined)
        throw err
      }
    } finally {
      this.running = null
      end()
    }
  }

  async close(): Promise<void> {
    while (this.running) await this.running
    await this.call({ op: 'close' }).catch(() => undefined)
  }
}
