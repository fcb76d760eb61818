import { eq } from 'drizzle-orm'
import { SITE_NAME } from '../../../src/domain/constants'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { leads, properties, users, vehicles } from '../../db/schema'

type LeadRow = typeof leads.$inferSelect

const subjects: Record<LeadRow['kind'], (listing: string) => string> = {
  message: (l) => `Nova mensagem sobre ${l}`,
  whatsapp: (l) => `Novo contato pelo WhatsApp sobre ${l}`,
  phone: (l) => `Um visitante viu seu telefone em ${l}`,
}

async function listingTitle(db: Db, lead: LeadRow): Promise<string> {
  const table = lead.propertyId !== null ? properties : vehicles
  const id = lead.propertyId ?? lead.vehicleId
  if (id === null) return 'seu anúncio'
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id))
  return row ? `“${row.name}”` : 'seu anúncio'
}

/** The e-mail telling the advertiser about a new lead, or null when the account has no address. */
export async function newLeadEmail(db: Db, lead: LeadRow, baseUrl: string): Promise<MailMessage | null> {
  const [advertiser] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, lead.advertiserId))
  if (!advertiser?.email) return null
  const listing = await listingTitle(db, lead)
  const link = `${baseUrl}/dashboard/messages/${lead.id}`
  const text = [
    advertiser.firstName ? `Olá, ${advertiser.firstName}!` : 'Olá!',
    '',
    `${lead.name} entrou em contato sobre ${listing}.`,
    lead.email ? `E-mail: ${lead.email}` : null,
    lead.phone ? `Telefone: ${lead.phone}` : null,
    lead.message ? ['', 'Mensagem:', lead.message].join('\n') : null,
    '',
    'Veja o contato e responda pelo painel:',
    link,
    '',
    `Equipe ${SITE_NAME}`,
  ]
    .filter((line) => line !== null)
    .join('\n')
  return { to: advertiser.email, subject: subjects[lead.kind](listing), text }
}
