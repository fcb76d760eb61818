import { boundaryMsg } from '../../src/domain/validation'
import { defaultMsg } from '../../src/domain/zod-messages'

/** pt-BR texts for the errors the framework itself raises (bad JSON, body too large, wrong content type…). */
const detailByStatus: Record<number, string> = {
  400: 'Requisição inválida. Verifique os dados enviados.',
  401: 'Entre na sua conta para continuar.',
  403: 'Você não tem permissão para acessar esta página.',
  404: 'Página não encontrada',
  405: 'Operação não permitida.',
  406: 'Formato de resposta não suportado.',
  408: 'A requisição demorou demais. Tente novamente.',
  411: 'Requisição inválida. Verifique os dados enviados.',
  413: 'O conteúdo enviado é grande demais.',
  414: 'O endereço é longo demais.',
  415: 'Tipo de conteúdo não suportado. Envie os dados em JSON.',
  422: defaultMsg.invalid,
  431: 'Os cabeçalhos da requisição são grandes demais.',
}

export function frameworkErrorText(status: number): string {
  return detailByStatus[status] ?? detailByStatus[400]!
}

// PostgreSQL refusing a value the request carried: a request fault (422), not a server fault. Validation at the
// boundary refuses these first; this keeps one that slipped through from answering 500.
const VALUE_CODES: Record<string, string> = {
  '22003': boundaryMsg.outOfRange, // numeric_value_out_of_range
  '22021': boundaryMsg.nul, // character_not_in_repertoire (a NUL byte in text)
  '22P05': boundaryMsg.nul, // untranslatable_character
  '22P02': defaultMsg.invalid, // invalid_text_representation
  '22001': defaultMsg.invalid, // string_data_right_truncation
}

/** The pt-BR text for a database error caused by the request's value, or null for any other error. */
export function rejectedValueText(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && code in VALUE_CODES) return VALUE_CODES[code]!
    e = cause
  }
  return null
}
