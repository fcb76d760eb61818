import type { CepAddress } from '../../../src/domain/cep'

/**
 * Looks a CEP up: the town (one of the seven served), and the street and neighbourhood when known. The local default
 * is the region's gazetteer (towns by CEP range, streets and neighbourhoods known from listings); ViaCEP by
 * configuration. `null`: no such CEP; 'outside': a real CEP of another town; a thrown error: the service failed.
 */
export interface Geocoder {
  readonly name: string
  lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | 'outside' | null>
}

/** '44900-000' → '44900000'; null unless 8 digits. */
export function cepDigits(cep: string): string | null {
  const digits = cep.replace(/\D/g, '')
  return digits.length === 8 ? digits : null
}

export const formatCep = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`
