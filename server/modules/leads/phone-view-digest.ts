import { and, count, eq, gte, inArray, lt } from 'drizzle-orm'
import { SITE_NAME } from '../../../src/domain/constants'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { leads, phoneViewMails, properties, users, vehicles } from '../../db/schema'

// A visitor who sees an advertiser's number calls them; the e-mail about it is only a record. So phone and WhatsApp
// views are told once a day, in one e-mail per advertiser about the day before, never one per view (a burst of
// views, real or not, is one e-mail). Each view is in the dashboard's inbox at once.

/** Midnight of a region day (Bahia, UTC−3) as an instant. */
const startOf = (day: string) => new Date(`${day}T03:00:00Z`)
const nextDay = (day: string) => new Date(startOf(day).getTime() + 86_400_000)
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

interface DigestLine {
  title: string
  views: number
}

async function viewsOn(db: Db, day: string) {
  return db
    .select({
      advertiserId: leads.advertiserId,
      property: properties.name,
      vehicle: vehicles.name,
      views: count(),
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .where(
      and(
        inArray(leads.kind, ['phone', 'whatsapp']),
        gte(leads.sentAt, startOf(day)),
        lt(leads.sentAt, nextDay(day)),
      ),
    )
    .groupBy(leads.advertiserId, properties.name, vehicles.name)
}

function digestMail(to: string, firstName: string, lines: DigestLine[], baseUrl: string): MailMessage {
  const total = lines.reduce((n, l) => n + l.views, 0)
  const text = [
    firstName ? `Olá, ${firstName}!` : 'Olá!',
    '',
    total === 1
      ? 'Ontem, 1 visitante viu seu telefone ou chamou no WhatsApp:'
      : `Ontem, ${total} visitantes viram seu telefone ou chamaram no WhatsApp:`,
    ...lines.map((l) => `- ${l.title}: ${l.views}`),
    '',
    'Veja cada contato no painel:',
    `${baseUrl}/dashboard/messages`,
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  const subject =
    total === 1 ? 'Um visitante viu seu telefone ontem' : `${total} visitantes viram seu telefone ontem`
  return { to, subject, text }
}

/**
 * The e-mails about `day`'s phone and WhatsApp views, one per advertiser who had any and was not e-mailed about
 * that day yet (each is claimed in the database first, so several processes send it once).
 */
export async function phoneViewDigests(db: Db, day: string, baseUrl: string): Promise<MailMessage[]> {
  const byAdvertiser = new Map<number, DigestLine[]>()
  for (const row of await viewsOn(db, day)) {
    const lines = byAdvertiser.get(row.advertiserId) ?? []
    lines.push({ title: `“${row.property ?? row.vehicle ?? 'anúncio removido'}”`, views: Number(row.views) })
    byAdvertiser.set(row.advertiserId, lines)
  }
  // Which days were told matters only while their views could still be e-mailed.
  await db.delete(phoneViewMails).where(lt(phoneViewMails.day, dayBefore(day, 30)))
  const mails: MailMessage[] = []
  for (const [advertiserId, lines] of byAdvertiser) {
    const claimed = await db
      .insert(phoneViewMails)
      .values({ advertiserId, day })
      .onConflictDoNothing()
      .returning({ advertiserId: phoneViewMails.advertiserId })
    if (claimed.length === 0) continue
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, advertiserId))
    if (user?.email) mails.push(digestMail(user.email, user.firstName, lines, baseUrl))
  }
  return mails
}
