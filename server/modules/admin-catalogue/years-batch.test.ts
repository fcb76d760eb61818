import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue } from '../../test/fixtures'
import * as s from '../../db/schema'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'

// Several years of a model added in one action: a range or a list, the years already there skipped and named,
// limits in pt-BR, and never a second row for the same year and version, however often or at once it is sent.

let t: TestApp
let staff: string
const nextYear = new Date().getFullYear() + 1

interface Result {
  data: { added: { year: number; version: string }[]; existing: number[] }
}
const batch = (modelId: number, payload: unknown, token = staff, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/models/${modelId}/years/batch`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  })
const yearsOf = async (modelId: number) =>
  (await t.database.db.select().from(s.vehicleYears).where(eq(s.vehicleYears.modelId, modelId)))
    .map((y) => `${y.year} ${y.version}`)
    .sort()

beforeAll(async () => {
  t = await buildTestApp()
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Ana', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  staff = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t.close())

describe('adding several years at once', () => {
  it('adds a range, skips and names the years already there, and logs one entry', async () => {
    const { model } = await createCatalogue(t.database.db, { model: 'Chapada', years: [[2021, '1.0 Flex']] })
    const res = await batch(model.id, { years: '2018 a 2024', version: '1.0 Flex' })
    expect(res.statusCode, res.body).toBe(201)
    const { data } = res.json<Result>()
    expect(data.added.map((y) => y.year)).toEqual([2018, 2019, 2020, 2022, 2023, 2024])
    expect(data.existing).toEqual([2021])
    expect(await yearsOf(model.id)).toEqual(
      [2018, 2019, 2020, 2021, 2022, 2023, 2024].map((y) => `${y} 1.0 Flex`),
    )
    const log = await t.app.inject({
      url: `/v1/admin/audit?target_type=models&target_id=${model.id}`,
      headers: bearer(staff),
    })
    expect(log.json()).toMatchObject({
      data: [
        {
          attributes: {
            action: 'years.create_many',
            admin_name: 'Ana',
            target_label: 'Chapada 1.0 Flex',
            after: { years: [2018, 2019, 2020, 2022, 2023, 2024], version: '1.0 Flex', existing: [2021] },
          },
        },
      ],
      meta: { total: 1 },
    })
  })

  it('takes a list, mixed with a range, and a different version is a different year', async () => {
    const { model } = await createCatalogue(t.database.db, { years: [[2019, '1.6']] })
    const res = await batch(model.id, { years: '2015, 2019 e 2021; 2023-2024', version: '2.0' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<Result>().data.existing).toEqual([])
    expect(await yearsOf(model.id)).toEqual([
      '2015 2.0',
      '2019 1.6',
      '2019 2.0',
      '2021 2.0',
      '2023 2.0',
      '2024 2.0',
    ])
  })

  it('answers a repeated batch with nothing added and every year named as existing', async () => {
    const { model } = await createCatalogue(t.database.db, { years: [] })
    expect((await batch(model.id, { years: '2019, 2021, 2023' })).statusCode).toBe(201)
    const again = await batch(model.id, { years: '2019, 2021, 2023' })
    expect(again.statusCode).toBe(200)
    expect(again.json<Result>().data).toEqual({ added: [], existing: [2019, 2021, 2023] })
    expect(await yearsOf(model.id)).toEqual(['2019 ', '2021 ', '2023 '])
  })

  it('adds each year once when ten identical requests arrive together', async () => {
    const { model } = await createCatalogue(t.database.db, { years: [] })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => batch(model.id, { years: '2000 a 2009', version: 'LX' })),
    )
    expect(answers.map((a) => a.statusCode).every((c) => c === 200 || c === 201)).toBe(true)
    const added = answers.flatMap((a) => a.json<Result>().data.added.map((y) => y.year))
    expect(added.sort()).toEqual([2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009])
    expect(await yearsOf(model.id)).toHaveLength(10)
  })

  it('replays the first answer for a retried Idempotency-Key', async () => {
    const { model } = await createCatalogue(t.database.db, { years: [] })
    const key = { 'idempotency-key': `years-${Date.now()}` }
    const first = await batch(model.id, { years: '2016 a 2017' }, staff, key)
    const retry = await batch(model.id, { years: '2016 a 2017' }, staff, key)
    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(await yearsOf(model.id)).toEqual(['2016 ', '2017 '])
  })

  it.each([
    ['', 'Informe os anos.'],
    ['2024 a 2018', 'Intervalo invertido: escreva 2018 a 2024.'],
    ['1949 a 1960', `Ano fora do limite: 1949 (aceitos de 1950 a ${nextYear}).`],
    [`2020 a ${nextYear + 1}`, `Ano fora do limite: ${nextYear + 1} (aceitos de 1950 a ${nextYear}).`],
    ['1950 a 2000', 'No máximo 40 anos de uma vez.'],
    ['dois mil', 'Não entendi “dois mil”. Use um intervalo (2018 a 2024) ou uma lista (2019, 2021, 2023).'],
    ['20, 2021', 'Não entendi “20”. Use um intervalo (2018 a 2024) ou uma lista (2019, 2021, 2023).'],
  ])('refuses %j in pt-BR and adds nothing', async (years, detail) => {
    const { model } = await createCatalogue(t.database.db, { years: [] })
    const res = await batch(model.id, { years })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ errors: [{ detail, source: { pointer: '/years' } }] })
    expect(await yearsOf(model.id)).toEqual([])
  })

  it('answers 404 for a model that does not exist', async () => {
    expect((await batch(2_000_000, { years: '2020' })).statusCode).toBe(404)
  })

  it('refuses an advertiser (403) and adds nothing', async () => {
    const { model } = await createCatalogue(t.database.db, { years: [] })
    const advertiser = await signUpUser(t.app)
    const res = await batch(model.id, { years: '2020 a 2022' }, advertiser.token)
    expect(res.statusCode).toBe(403)
    expect(await yearsOf(model.id)).toEqual([])
  })

  it('refuses a single year or an edit that would repeat a year and version of the model', async () => {
    const { model, years } = await createCatalogue(t.database.db, {
      years: [
        [2020, '1.0'],
        [2021, '1.0'],
      ],
    })
    const dup = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/models/${model.id}/years`,
      headers: bearer(staff),
      payload: { year: 2020, version: '1.0' },
    })
    expect(dup.statusCode).toBe(422)
    expect(dup.json()).toMatchObject({ errors: [{ detail: 'Este ano e versão já existem neste modelo' }] })
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/years/${years[1]!.id}`,
      headers: bearer(staff),
      payload: { year: 2020, version: '1.0' },
    })
    expect(edit.statusCode, edit.body).toBe(422)
    expect(await yearsOf(model.id)).toEqual(['2020 1.0', '2021 1.0'])
  })
  it('two edits moving two years onto the same year and version at once: one saved, the other refused in pt-BR', async () => {
    const { model, years } = await createCatalogue(t.database.db, {
      years: [
        [2016, '1.6'],
        [2017, '1.6'],
      ],
    })
    const answers = await Promise.all(
      years.map((y) =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/admin/years/${y.id}`,
          headers: bearer(staff),
          payload: { year: 2015, version: '1.6' },
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
    expect((await yearsOf(model.id)).filter((y) => y === '2015 1.6')).toHaveLength(1)
  })
})
