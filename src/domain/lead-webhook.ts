import { z } from 'zod'

// The agency's lead webhook (/dashboard/webhook): its address, the signing secret and the delivery log. The same
// schema checks the form and the endpoint; whether the address is on the internet is the server's to say.

export const webhookMsg = {
  url: 'Informe um endereço válido começando com https://.',
  notPublic:
    'Este endereço não pode receber webhooks: ele precisa estar na internet (não em uma rede interna) e usar https.',
  notConfigured: 'Configure o endereço do webhook antes.',
  notFound: 'Envio não encontrado.',
  agenciesOnly: 'O webhook de contatos é exclusivo para imobiliárias.',
} as const

export const webhookUrlSchema = z
  .string({ error: webhookMsg.url })
  .trim()
  .max(2000, webhookMsg.url)
  .refine((raw) => {
    try {
      const url = new URL(raw)
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    } catch {
      return false
    }
  }, webhookMsg.url)

export const webhookUpdateSchema = z.object({ url: webhookUrlSchema })
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>

export const webhookSettingsSchema = z.object({
  id: z.string(),
  type: z.literal('lead_webhook'),
  attributes: z.object({
    url: z.string().nullable(),
    /** Shown to the agency (it verifies signatures with it); null before an address is saved. */
    secret: z.string().nullable(),
    updated_at: z.string().nullable(),
  }),
})
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const
export const webhookEventTypes = ['lead.created', 'webhook.test'] as const

export const webhookAttemptSchema = z.object({
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  response: z.string().nullable(),
  duration_ms: z.number().int(),
})

export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.literal('lead_webhook_delivery'),
  attributes: z.object({
    event_id: z.string(),
    event_type: z.enum(webhookEventTypes),
    lead_id: z.string().nullable(),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    last_attempt_at: z.string().nullable(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    last_response: z.string().nullable(),
    created_at: z.string(),
    attempt_log: z.array(webhookAttemptSchema),
  }),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>
