import { z } from 'zod'
import { leadKinds, reportReasons } from './enums'
import { msg } from './messages'
import { intIdSchema, PHONE_PATTERN, plainText, requiredText } from './validation'

/**
 * A contact about a listing (a message or a lead). kind 'message' carries the form; 'whatsapp' and
 * 'phone' are captured when the visitor reveals or taps the advertiser's number.
 */
export const leadInputSchema = z
  .object({
    property_id: intIdSchema(msg.required).optional(),
    vehicle_id: intIdSchema(msg.required).optional(),
    kind: z.enum(leadKinds, { error: msg.oneOf }).default('message'),
    name: requiredText(120),
    email: z
      .email({ error: msg.email })
      .max(160)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    phone: z
      .string()
      .regex(PHONE_PATTERN, msg.phone)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    message: plainText(msg.message).trim().max(2000, msg.message).optional(),
    /** Over 18, accepts the terms and the sharing of the data with the advertiser. */
    consent: z.literal(true, { error: msg.consent }),
    /** A field people never see: a filled one marks a bot, whose lead is answered but never stored. */
    website: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.property_id === !v.vehicle_id) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: msg.required })
    }
    if (v.kind === 'message') {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.required })
      if (!v.message || v.message.length < 2)
        ctx.addIssue({ code: 'custom', path: ['message'], message: msg.message })
    }
  })
export type LeadInput = z.infer<typeof leadInputSchema>

export const leadAttributesSchema = z.object({
  kind: z.enum(leadKinds),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  property_id: z.string().nullable(),
  vehicle_id: z.string().nullable(),
  archived: z.boolean(),
  sent_at: z.string(),
})
export const leadSchema = z.object({
  id: z.string(),
  type: z.literal('lead'),
  attributes: leadAttributesSchema,
})
export type Lead = z.infer<typeof leadSchema>

export const reportInputSchema = z.object({
  property_id: intIdSchema(msg.required),
  reason: z.enum(reportReasons, { error: msg.oneOf }),
  details: plainText().trim().max(2000).optional(),
})
export type ReportInput = z.infer<typeof reportInputSchema>
