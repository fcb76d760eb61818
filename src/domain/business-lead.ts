import { z } from 'zod'
import { pageParamsSchema, paginationMetaSchema } from './api'
import { msg } from './messages'
import { towns } from './region'
import { isPhoneNumber, requiredText } from './validation'

// The agencies' and brokers' form on /anunciar/imobiliaria-ou-corretor: name or company, e-mail, phone or
// WhatsApp, city and the size of the portfolio, which staff use to size the offer.

/** One of the seven towns (by slug) or "outra". */
export const businessLeadCities = [...towns.map((t) => t.slug), 'outra'] as const

/**
 * Portfolio sizes: 'até N' steps where plans change (a broker's few listings, a small and a mid-size agency)
 * and 'mais de 200' for the region's largest agencies.
 */
export const portfolioSizes = ['ate-10', 'ate-50', 'ate-200', 'mais-de-200'] as const
export type PortfolioSize = (typeof portfolioSizes)[number]
export const portfolioSizeLabels: Record<PortfolioSize, string> = {
  'ate-10': 'até 10 imóveis',
  'ate-50': 'até 50 imóveis',
  'ate-200': 'até 200 imóveis',
  'mais-de-200': 'mais de 200 imóveis',
}

/** A select left on "Selecione" is a required field; anything else not in the list is not one of its options. */
const choose = (issue: { input?: unknown }) => (issue.input ? msg.oneOf : msg.required)

export const businessLeadInputSchema = z.object({
  name: requiredText(160),
  email: z.email({ error: msg.email }).max(160),
  phone: z.string({ error: msg.required }).refine(isPhoneNumber, msg.phone),
  city: z.enum(businessLeadCities, { error: choose }),
  portfolio_size: z.enum(portfolioSizes, { error: choose }),
  /** Left empty by people; bots fill every field. A filled one is answered as if stored, and dropped. */
  website: z.string().max(500).optional(),
})
export type BusinessLeadInput = z.infer<typeof businessLeadInputSchema>

export const businessLeadSchema = z.object({
  id: z.string(),
  type: z.literal('business_lead'),
  attributes: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    portfolio_size: z.string(),
    created_at: z.string(),
  }),
})
export type BusinessLead = z.infer<typeof businessLeadSchema>

export const businessLeadPageSchema = z.object({
  data: z.array(businessLeadSchema),
  meta: paginationMetaSchema,
})
export const businessLeadListQuerySchema = pageParamsSchema
