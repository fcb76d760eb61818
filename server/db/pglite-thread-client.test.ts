import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ThreadedPglite } from './pglite-thread-client'

let db: ThreadedPglite
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-pglite-thread-'))
const conf = 'shared_buffers = 16MB'

beforeAll(async () => {
  db = await ThreadedPglite.create({ dataDir: dir, postgresqlconf: conf })
  await db.query('create table notes (id int primary key, body text not null, at timestamptz default now())')
})
afterAll(async () => {
  await db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('PGlite in its own thread', () => {
  it("reports the engine thread's system id, whose CPU is counted apart from the server's", async () => {
    expect(db.threadId).toBeGreaterThan(0)
    expect(db.threadId).not.toBe(process.pid)
    const stat = () => fs.readFileSync(`/proc/${process.pid}/task/${db.threadId}/stat`, 'utf8')
    const cpu = () =>
      stat()
        .slice(stat().lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13)
        .map(Number)
    const before = cpu().reduce((a, b) => a + b)
    // A statement that keeps the engine busy for a while: the ticks land on that thread.
    await db.query('select count(*) from generate_series(1, 3000000)')
    expect(cpu().reduce((a, b) => a + b)).toBeGreaterThan(before)
  })

  it('answers rows as objects or arrays, with parameters, keeping the types asked as text', async () => {
    await db.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [1, 'um', 2, 'dois'])
    const objects = await db.query('select id, body from notes order by id')
    expect(objects.rows).toEqual([
      { id: 1, body: 'um' },
      { id: 2, body: 'dois' },
    ])
    const arrays = await db.query('select id, at from notes where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    })
    expect(arrays.rows).toEqual([[1, expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/)]])
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'at'])
  })

  it('sends the statements asked together in one message each way, each with its own answer or error', async () => {
    const before = db.messagesSent
    const [count, failed, one] = await Promise.all([
      db.query('select count(*)::int as n from notes'),
      db.query('select * from no_such_table').catch((e: unknown) => e as Error & { code?: string }),
      db.query('select $1::text as said', ['olá']),
    ])
    expect(db.messagesSent - before).toBe(1)
    expect(count.rows).toEqual([{ n: 2 }])
    expect((failed as { code?: string }).code).toBe('42P01')
    expect(one.rows).toEqual([{ said: 'olá' }])
    // Asked one after the other, each waits for the answer before the next: one message per statement.
    const next = db.messagesSent
    await db.query('select 1')
    await db.query('select 2')
    expect(db.messagesSent - next).toBe(2)
  })

  it('keeps the event loop free while a statement runs', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    await db.query('select pg_sleep(0.3)')
    clearInterval(timer)
    // On the main thread the engine would have held the loop for the whole 300 ms: no tick at all.
    expect(ticks).toBeGreaterThan(10)
  })

  it("passes the database's errors on with their code", async () => {
    const err = (await db
      .query('insert into notes (id, body) values (1, $1)', ['de novo'])
      .catch((e: unknown) => e)) as Error & { code?: string; constraint?: string }
    expect(err).toBeInstanceOf(Error)
    expect(err.code).toBe('23505')
    expect(err.constraint).toBe('notes_pkey')
  })

  it('passes on the error of a query that keeps a type as text, and stays up for the next query', async () => {
    const err = (await db
      .query('insert into notes (id, body) values (1, $1) returning at', ['de novo'], {
        parsers: { 1184: (v: string) => v },
      })
      .catch((e: unknown) => e)) as Error & { code?: string }
    expect(err.code).toBe('23505')
    expect((await db.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }])
  })

  it('holds the engine during a transaction: a query from outside waits for the commit', async () => {
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const tx = db.transaction(async (t) => {
      await t.query('insert into notes (id, body) values (3, $1)', ['três'])
      order.push('inserted')
      await held
      order.push('committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const outside = db.query('select count(*)::int as n from notes').then((r) => {
      order.push('outside')
      return r.rows
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await tx
    expect(await outside).toEqual([{ n: 3 }])
    expect(order).toEqual(['inserted', 'committing', 'outside'])
  })

  it('rolls back a transaction that throws, and runs transactions one after the other', async () => {
    const failed = db.transaction(async (t) => {
      await t.query('insert into notes (id, body) values (4, $1)', ['quatro'])
      throw new Error('desfeito')
    })
    const next = db.transaction(async (t) => (await t.query('select count(*)::int as n from notes')).rows)
    await expect(failed).rejects.toThrow('desfeito')
    expect(await next).toEqual([{ n: 3 }])
  })

  it('keeps what it wrote in its folder for the next opening, and refuses queries once closed', async () => {
    await db.close()
    await expect(db.query('select 1')).rejects.toThrow('the database thread stopped')
    db = await ThreadedPglite.create({ dataDir: dir, postgresqlconf: conf })
    expect((await db.query('select body from notes order by id')).rows).toEqual([
      { body: 'um' },
      { body: 'dois' },
      { body: 'três' },
    ])
  })
})
