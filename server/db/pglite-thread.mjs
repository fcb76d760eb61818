// The embedded engine's own thread: PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on the thread
// that calls it. Here it runs beside the server's event loop instead of on it: requests, static files and page
// renders go on while a query runs, and on two cores the server's own work overlaps the database's. Messages
// from server/db/pglite-thread-client.ts, answered in order (PGlite runs one statement at a time anyway).
/* global process */
import fs from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

const { dataDir, postgresqlconf } = workerData
// Not btree_gin: loaded beside pg_trgm, the engine stops answering after some trigram lookups (migration 0037).
const db = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm }, postgresqlconf })

/**
 * A database error as plain data (its code, constraint…: what callers test), for the other thread to rebuild.
 * PGlite also attaches the query's options, whose type parsers are functions: a message holding them cannot be
 * sent, and the thread would die on the first error of a query that keeps a type as text.
 */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) }
  const data = { ...err, message: err.message, name: err.name }
  delete data.queryOptions
  return data
}

const asText = (value) => value

/** One statement's answer, as data. */
function run(m) {
  // Only "keep as text" parsers cross over (functions cannot): the types' ids.
  const parsers = m.textTypes ? Object.fromEntries(m.textTypes.map((t) => [t, asText])) : undefined
  return db.query(m.text, m.params, { rowMode: m.rowMode, parsers }).then(
    (r) => ({ id: m.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } }),
    (err) => ({ id: m.id, error: errorData(err) }),
  )
}

// A batch: the statements the other thread asked in one turn, run in their order (PGlite queues them), answered
// together in one message.
parentPort.on('message', (batch) => {
  const close = batch.find((m) => m.op === 'close')
  const queries = batch.filter((m) => m.op !== 'close')
  void Promise.all(queries.map(run)).then((replies) => {
    if (!close) return parentPort.postMessage(replies)
    void db.close().then(() => {
      parentPort.postMessage([...replies, { id: close.id, result: null }])
      process.exit(0)
    })
  })
})
// The thread's id in the system (Linux: /proc/thread-self -> <pid>/task/<tid>), for measuring the engine's CPU
// apart from the server's; undefined elsewhere.
const tid = (() => {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) || undefined
  } catch {
    return undefined
  }
})()
parentPort.postMessage({ ready: true, tid })
