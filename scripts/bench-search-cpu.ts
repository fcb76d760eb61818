// CPU time of the search server and of its database during a measured window of `npm run bench:search`, read from
// /proc (user + system ticks of utime and stime, fields 14 and 15 of /proc/<pid>/stat), so that the load
// generator's share, which runs on the same cores, is not counted.
// - Node: the server's process (every thread but PGlite's).
// - PostgreSQL: the backends of the bench database's connections (pg_stat_activity), which run as another user
//   but whose stat is world-readable. The server's own (checkpointer, WAL writer) are left out.
// - PGlite: the engine runs in a worker thread of the server process, which reports its system thread id when it
//   starts (/proc/thread-self); that thread's CPU is the database's, every other thread's is Node's.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100)

/** Milliseconds of CPU of a process or thread so far, or undefined once it is gone. */
function cpuMs(statPath: string): number | undefined {
  try {
    const stat = fs.readFileSync(statPath, 'utf8')
    // The command name (field 2) may hold spaces: count the fields from the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return undefined
  }
}

/** Each thread of a process with its CPU so far (ms). */
function threads(pid: number): Map<number, number> {
  const out = new Map<number, number>()
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const ms = cpuMs(`/proc/${pid}/task/${tid}/stat`)
    if (ms !== undefined) out.set(Number(tid), ms)
  }
  return out
}

async function backends(adminUrl: string, database: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [database],
    )
    const out = new Map<number, number>()
    for (const { pid } of rows) {
      const ms = cpuMs(`/proc/${pid}/stat`)
      if (ms !== undefined) out.set(pid, ms)
    }
    return out
  } finally {
    await client.end()
  }
}

export interface CpuSnapshot {
  server: Map<number, number>
  database: Map<number, number>
}

export interface CpuUsed {
  /** Milliseconds of CPU in the window. */
  node: number
  database: number
}

/**
 * Reads the CPU so far of the server (`pid`) and, on PostgreSQL (`postgres` given), of the bench database's
 * backends.
 */
export async function snapshot(
  pid: number,
  postgres?: { adminUrl: string; database: string },
): Promise<CpuSnapshot> {
  return {
    server: threads(pid),
    database: postgres ? await backends(postgres.adminUrl, postgres.database) : new Map(),
  }
}

const delta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].map(([id, ms]) => [id, ms - (before.get(id) ?? 0)] as const)

/** The CPU used between two snapshots; on PGlite, `engineTid` is the engine's thread (its CPU is the database's). */
export function used(before: CpuSnapshot, after: CpuSnapshot, engineTid?: number): CpuUsed {
  const perThread = delta(before.server, after.server)
  const all = perThread.reduce((sum, [, ms]) => sum + ms, 0)
  if (engineTid !== undefined) {
    const engine = perThread.find(([tid]) => tid === engineTid)?.[1]
    if (engine === undefined) throw new Error(`the engine's thread ${engineTid} is not among the server's`)
    return { node: all - engine, database: engine }
  }
  return { node: all, database: delta(before.database, after.database).reduce((sum, [, ms]) => sum + ms, 0) }
}
