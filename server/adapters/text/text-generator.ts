import type { TextHelpInput, TextSuggestion } from '../../../src/domain/text-help'

/**
 * Writes a listing's description and a suggested title from its attributes. The local default is deterministic
 * and needs no network; an OpenAI-compatible chat-completions endpoint is used by configuration (AI_BASE_URL).
 * A failure throws; the route answers it with the product's message (docs/product.md, The listing editor).
 */
export interface TextGenerator {
  readonly name: string
  suggest(input: TextHelpInput, signal?: AbortSignal): Promise<TextSuggestion>
}
