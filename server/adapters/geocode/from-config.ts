import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { gazetteerGeocoder } from './gazetteer'
import type { Geocoder } from './geocoder'
import { viaCepGeocoder } from './viacep'

/** VIACEP_URL set (e.g. https://viacep.com.br): ViaCEP; otherwise the region's gazetteer. */
export function createGeocoder(config: Pick<Config, 'VIACEP_URL'>, db: Db): Geocoder {
  return config.VIACEP_URL ? viaCepGeocoder(config.VIACEP_URL) : gazetteerGeocoder(db)
}
