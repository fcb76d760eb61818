import { SITE_NAME } from '../../../src/domain/constants'
import { websiteSettingsSchema, type WebsiteSettings } from '../../../src/domain/settings'
import type { Db } from '../client'
import { admins, websiteSettings } from '../schema'
import { daysBefore } from './random'

export const ADMIN_EMAIL = 'admin@mercadoirece.com.br'

export const demoSettings: WebsiteSettings = websiteSettingsSchema.shape.data.shape.attributes.parse({
  site_name: SITE_NAME,
  contact_email: 'contato@mercadoirece.com.br',
  contact_phone: '74-99988-2026',
  whatsapp: '74-99988-2026',
  address: 'Avenida Tertuliano Cambuí, 250, Centro, Irecê - BA, 44900-000',
  seo: {
    name: SITE_NAME,
    description:
      'Imóveis e veículos à venda e para alugar em Irecê e região: casas, apartamentos, terrenos, fazendas, carros, motos e caminhões em Xique-Xique, Lapão, João Dourado, Ibititá, América Dourada e Barra do Mendes.',
    keywords:
      'imóveis Irecê, casas à venda Irecê, aluguel Irecê, terrenos, fazendas, carros usados, motos, caminhões, Bahia',
    image: '/og-image.png',
    robots: 'index, follow',
    author: SITE_NAME,
    site_url: 'https://mercadoirece.com.br',
  },
  social: {
    instagram: 'https://www.instagram.com/mercadoirece',
    facebook: 'https://www.facebook.com/mercadoirece',
  },
})

/** The single website_settings row (its value is GET /api/settings' attributes) and the back-office admin. */
export async function seedSettings(db: Db, adminPasswordHash: string) {
  await db
    .insert(websiteSettings)
    .values({ id: 1, value: demoSettings, updatedAt: daysBefore(0) })
    .onConflictDoNothing()
  await db
    .insert(admins)
    .values({
      email: ADMIN_EMAIL,
      name: 'Administrador',
      passwordHash: adminPasswordHash,
      createdAt: daysBefore(400),
    })
    .onConflictDoNothing()
}
