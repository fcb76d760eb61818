import type { Config } from '../../config'
import { localTextGenerator } from './local'
import { openAiTextGenerator } from './openai'
import type { TextGenerator } from './text-generator'

/** AI_BASE_URL set: the OpenAI-compatible endpoint; otherwise the local, deterministic writer. */
export function createTextGenerator(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>,
): TextGenerator {
  if (!config.AI_BASE_URL) return localTextGenerator
  return openAiTextGenerator({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
  })
}
