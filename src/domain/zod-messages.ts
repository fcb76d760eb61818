import { z } from 'zod'

// zod's own defaults are English ("Invalid input: expected number, received string"); every schema without its
// own message gets these pt-BR texts instead, on the server and in the forms alike.
export const defaultMsg = {
  invalid: 'Valor inválido',
  number: 'Informe um número',
  integer: 'Informe um número inteiro',
  text: 'Informe um texto',
  outOfRange: 'Número fora do intervalo permitido',
  format: 'Formato inválido',
  unknownField: 'Campo não reconhecido',
} as const

type Issue = z.core.$ZodRawIssue

function message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return defaultMsg.number
      if (issue.expected === 'string') return defaultMsg.text
      return defaultMsg.invalid
    case 'too_big':
      if (issue.origin === 'string') return `Deve ter no máximo ${String(issue.maximum)} caracteres`
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return defaultMsg.outOfRange
      return defaultMsg.invalid
    case 'too_small':
      if (issue.origin === 'string') return `Deve ter no mínimo ${String(issue.minimum)} caracteres`
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return defaultMsg.outOfRange
      return defaultMsg.invalid
    case 'invalid_format':
      return defaultMsg.format
    case 'unrecognized_keys':
      return defaultMsg.unknownField
    default:
      return defaultMsg.invalid
  }
}

z.config({ customError: message })
