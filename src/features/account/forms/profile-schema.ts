import { z } from 'zod'
import { phoneAttributesSchema } from '../../../domain/account'
import { MAX_PROFILE_PHONES } from '../../../domain/constants'
import type { UserProfile } from '../../../domain/enums'
import { msg } from '../../../domain/messages'
import { cpfSchema, creciSchema, optionalText, requiredText } from '../../../domain/validation'
import { checkPhones } from './phone-rules'

// The profile forms, from the shared field schemas (src/domain/validation.ts) plus the rules the server
// checks on the whole body: a broker keeps a CRECI, 1 to 3 phones with at least one filled.

const phones = z.array(phoneAttributesSchema({ blankAllowed: true }))
const phoneRules = (value: { phones_attributes: z.infer<typeof phones> }, ctx: z.RefinementCtx) =>
  checkPhones(value.phones_attributes, ctx, ['phones_attributes'], {
    max: MAX_PROFILE_PHONES,
    allFilled: false,
    oneWhatsapp: false,
  })

const brokerCreci = (profile: UserProfile) => (value: { creci?: string | null }, ctx: z.RefinementCtx) => {
  if (profile === 'broker' && value.creci === null)
    ctx.addIssue({ code: 'custom', path: ['creci'], message: msg.required })
}

export const profileFormSchema = (profile: UserProfile) =>
  z.object({
    user: z
      .object({
        first_name: requiredText(80),
        last_name: requiredText(80),
        presentation_name: optionalText(120),
        presentation: optionalText(2000),
        show_profile: z.boolean(),
        cpf: cpfSchema,
        creci: creciSchema,
        phones_attributes: phones,
      })
      .superRefine(brokerCreci(profile))
      .superRefine(phoneRules),
  })

/** The completeness dialog: phones, plus the names or the CRECI when those are what is missing. */
export const completionFormSchema = (profile: UserProfile) =>
  z.object({
    user: z
      .object({
        first_name: requiredText(80).optional(),
        last_name: requiredText(80).optional(),
        creci: creciSchema.optional(),
        phones_attributes: phones,
      })
      .superRefine(brokerCreci(profile))
      .superRefine(phoneRules),
  })
