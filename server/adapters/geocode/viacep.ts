import { z } from 'zod'
import { STATE, towns } from '../../../src/domain/region'
import { cepDigits, formatCep, type Geocoder } from './geocoder'

// ViaCEP (https://viacep.com.br/ws/{cep}/json/): the street, neighbourhood and town of any Brazilian CEP. Only the
// seven towns served are answered; the position is the town's seat (ViaCEP gives none), which the advertiser then
// drags to the address.

const answerSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string(),
    ibge: z.string().optional(),
  }),
])

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

export function viaCepGeocoder(
  baseUrl: string,
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Geocoder {
  const base = baseUrl.replace(/\/+$/, '')
  const doFetch = opts.fetch ?? fetch
  return {
    name: 'viacep',
    async lookupCep(cep, signal) {
      const digits = cepDigits(cep)
      if (!digits) return null
      const timeout = AbortSignal.timeout(opts.timeoutMs ?? 5000)
      const res = await doFetch(`${base}/ws/${digits}/json/`, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      // ViaCEP answers 400 for a malformed CEP and 200 { erro: true } for an unknown one.
      if (res.status === 400) return null
      if (!res.ok) throw new Error(`ViaCEP answered ${res.status}`)
      const answer = answerSchema.parse(await res.json())
      if ('erro' in answer) return null
      const town = towns.find(
        (t) => (answer.ibge && String(t.id) === answer.ibge) || fold(t.name) === fold(answer.localidade),
      )
      if (!town || answer.uf !== STATE) return 'outside'
      return {
        zip_code: formatCep(digits),
        city_id: town.id,
        city: town.name,
        state: STATE,
        neighborhood: answer.bairro || null,
        street: answer.logradouro || null,
        lat: town.lat,
        lng: town.lng,
      }
    },
  }
}
