import { z } from 'zod'
import type { TextHelpInput, TextSuggestion } from '../../../src/domain/text-help'
import { describeProperty, describeVehicle } from './local'
import type { TextGenerator } from './text-generator'

// An OpenAI-compatible chat-completions endpoint (OpenAI, a local llama.cpp/vLLM/Ollama server…): POST
// {AI_BASE_URL}/chat/completions with the model, a system prompt and the attributes as JSON. The model is asked
// for a JSON object { title, description }; a plain-text answer is taken as the description, with the local title.

export interface OpenAiOptions {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const SYSTEM = [
  'Você escreve anúncios de imóveis e veículos para um classificado da região de Irecê (Bahia).',
  'Escreva em português do Brasil, em tom natural e honesto, de 60 a 150 palavras, sem inventar nada além dos',
  'dados recebidos, sem emojis e sem telefone ou e-mail. Responda só com um objeto JSON:',
  '{"title": "título curto, até 80 caracteres", "description": "a descrição"}.',
].join(' ')

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})
const suggestionSchema = z.object({ title: z.string().trim().min(1), description: z.string().trim().min(20) })

/** The JSON object in the model's answer (possibly inside a ```json fence), or null. */
function parseAnswer(content: string): { title: string; description: string } | null {
  const start = content.indexOf('{')
  const end = content.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    const parsed = suggestionSchema.safeParse(JSON.parse(content.slice(start, end + 1)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function openAiTextGenerator(opts: OpenAiOptions): TextGenerator {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const doFetch = opts.fetch ?? fetch
  return {
    name: 'openai',
    async suggest(input: TextHelpInput, signal?: AbortSignal): Promise<TextSuggestion> {
      const timeout = AbortSignal.timeout(opts.timeoutMs ?? 20_000)
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          temperature: 0.7,
          messages: [
            { role: 'system', content: SYSTEM },
            {
              role: 'user',
              content: `Dados do ${input.kind === 'property' ? 'imóvel' : 'veículo'}:\n${JSON.stringify(input)}`,
            },
          ],
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      if (!res.ok) throw new Error(`text generation answered ${res.status}`)
      const content = completionSchema.parse(await res.json()).choices[0]!.message.content?.trim() ?? ''
      const answer = parseAnswer(content)
      if (answer) return answer
      if (content.length < 20) throw new Error('text generation gave an empty answer')
      const local = input.kind === 'property' ? describeProperty(input) : describeVehicle(input)
      return { title: local.title, description: content }
    },
  }
}
