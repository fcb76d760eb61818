import { SITE_NAME } from '../../../src/domain/constants'
import type { WebsiteSettings } from '../../../src/domain/settings'
import type { Db } from '../../db/client'
import { findSettingsValue } from './repository'

export function defaultSettings(siteUrl: string, mapStyleUrl: string | null = null): WebsiteSettings {
  return {
    site_name: SITE_NAME,
    contact_email: 'contato@mercadoirece.com.br',
    contact_phone: '',
    whatsapp: '',
    address: 'Irecê - BA',
    seo: {
      name: SITE_NAME,
      description:
        'Imóveis e veículos à venda e para alugar em Irecê e região: Xique-Xique, Lapão, João Dourado, Ibititá, América Dourada e Barra do Mendes. Anuncie grátis.',
      keywords: 'imóveis Irecê, casas à venda, aluguel, terrenos, veículos, carros, motos, Bahia',
      image: '/icons/icon-512.png',
      robots: 'index, follow',
      author: SITE_NAME,
      site_url: siteUrl,
    },
    social: { instagram: null, facebook: null },
    map_style_url: mapStyleUrl,
    analytics: { tag_id: '', pixel_id: '', tag_manager_id: '' },
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Copies each stored value over the default of the same type: a partial or stale row never breaks the contract. */
function overlay<T extends Record<string, unknown>>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return defaults
  const out: Record<string, unknown> = { ...defaults }
  for (const [key, def] of Object.entries(defaults)) {
    const value = stored[key]
    if (isRecord(def)) out[key] = overlay(def, value)
    else if (typeof value === 'string') out[key] = value
    else if (def === null && value === null) out[key] = null
  }
  return out as T
}

export async function getWebsiteSettings(
  db: Db,
  siteUrl: string,
  mapStyleUrl?: string,
): Promise<WebsiteSettings> {
  return overlay(defaultSettings(siteUrl, mapStyleUrl ?? null), await findSettingsValue(db))
}
