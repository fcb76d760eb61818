// The two-process figures of `npm run bench:soak`: two servers on one PostgreSQL database and one Redis, as
// behind a load balancer. What one process does must hold on the other.
import { randomUUID } from 'node:crypto'
import type { ServerProcess } from '../server/test/server-process'
import { signUpOverHttp as signUp } from '../server/test/sign-up-over-http'
import { recordingLoad, sleep, statusCounts } from './bench-soak-traffic'

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })

function listing(name: string) {
  return {
    name,
    description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
    category: 'house',
    listing_type: 'sale',
    price: 350000,
    bedroom: 3,
    suite: 1,
    bathroom: 2,
    parking_space: 2,
    square_meters: 300,
    built_area_meters: 180,
    features: ['barbecue_grill'],
    address: {
      street: 'Rua Barão do Rio Branco',
      number: '120',
      neighborhood: 'Centro',
      city_id: 2914604,
      zip_code: '44900-000',
      show_map: true,
    },
  }
}

/** Public traffic split over both, then the four checks across them. */
export async function twoProcesses(a: ServerProcess, b: ServerProcess, paths: string[], seconds = 15) {
  const lines: string[] = []
  let next = 0
  const load = recordingLoad(() => `${next % 2 ? b.url : a.url}${paths[next++ % paths.length]}`, 50)
  await sleep(seconds * 1000)
  await load.stop()
  const ms = load.answers.map((x) => x.ms).sort((x, y) => x - y)
  const p95 = ms[Math.floor(ms.length * 0.95)] ?? 0
  lines.push(
    `load over both (50 connections, ${seconds} s): ${(load.answers.length / seconds).toFixed(0)} requests/s, ` +
      `p95 ${p95.toFixed(0)} ms; ${statusCounts(load.answers)}`,
  )

  // A listing changed on A: how long until B's cached search shows it.
  const owner = await signUp(a, `dono.${Date.now()}@example.com`)
  await fetch(`${a.url}/v1/users/profile_type`, {
    method: 'PUT',
    headers: auth(owner),
    body: JSON.stringify({ user: { profile: 'owner' } }),
  })
  const created = await fetch(`${a.url}/v1/properties`, {
    method: 'POST',
    headers: auth(owner),
    body: JSON.stringify(listing('Casa amarela na ladeira')),
  })
  const id = ((await created.json()) as { data: { id: string } }).data.id
  const namesOnB = async () => {
    const res = await fetch(`${b.url}/api/properties?q=ladeira`)
    const body = (await res.json()) as { data?: { attributes: { name: string } }[] }
    return body.data ? body.data.map((p) => p.attributes.name).join() : `(${res.status})`
  }
  await namesOnB() // now in B's cache
  const changed = performance.now()
  const put = await fetch(`${a.url}/v1/properties/${id}`, {
    method: 'PUT',
    headers: auth(owner),
    body: JSON.stringify(listing('Casa lilás na ladeira')),
  })
  let seen: string
  while (!(seen = await namesOnB()).includes('lilás') && performance.now() - changed < 20_000) await sleep(5)
  lines.push(
    `listing renamed on A (${put.status}): B's cached search showed it after ${(performance.now() - changed).toFixed(0)} ms (${seen.includes('lilás') ? 'new name' : 'STILL OLD'})`,
  )

  // Sign-out on A, the same token on B.
  const user = await signUp(b, `saida.${Date.now()}@example.com`)
  const me = async (s: ServerProcess) => (await fetch(`${s.url}/v1/users`, { headers: auth(user) })).status
  const before = await me(b)
  const out = await fetch(`${a.url}/v1/auth/sign_out`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user}` },
  })
  lines.push(`sign-out on A (${out.status}): the token on B answered ${before} before, ${await me(b)} after`)

  // An Idempotency-Key used on A, sent again to B.
  const key = randomUUID()
  const lead = (s: ServerProcess) =>
    fetch(`${s.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        property_id: Number(id),
        kind: 'message',
        name: 'Maria',
        email: 'maria@example.com',
        message: 'Olá, ainda está disponível?',
        consent: true,
      }),
    })
  const first = await lead(a)
  const again = await lead(b)
  lines.push(
    `lead with one Idempotency-Key: A ${first.status}, then B ${again.status} replayed=${again.headers.get('idempotent-replayed') ?? 'no'}`,
  )

  // Sign-ups from one address, alternating A and B, until the shared limit refuses one.
  const accepted = { A: 0, B: 0 }
  let refused = ''
  for (let i = 0; i < 30 && !refused; i++) {
    const [name, s] = i % 2 ? (['B', b] as const) : (['A', a] as const)
    try {
      await signUp(s, `limite.${Date.now()}.${i}@example.com`)
      accepted[name]++
    } catch (err) {
      refused = `${name} refused #${i + 1} (${String(err).includes('429') ? '429' : String(err)})`
    }
  }
  lines.push(
    `sign-ups from one address alternating A/B (2 more were made above): ${accepted.A} on A + ${accepted.B} on B accepted, then ${refused || 'none refused'}`,
  )
  return lines
}
