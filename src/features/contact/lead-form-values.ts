import type { FieldErrors, Resolver } from 'react-hook-form'
import { leadInputSchema, type LeadInput } from '../../domain/lead'

export interface ContactListing {
  type: 'property' | 'vehicle'
  id: string
  /** The listing's title, shown in the queue panel. */
  name: string
}

export interface LeadFormValues {
  name: string
  email: string
  phone: string
  message: string
  consent: boolean
  /** The honeypot: hidden from people, filled by bots. */
  website?: string
}

export type LeadKind = LeadInput['kind']
const fields = ['name', 'email', 'phone', 'message', 'consent'] as const

/** The API body (POST /api/leads) for these values, validated with the schema the server uses. */
export function parseLead(listing: ContactListing, kind: LeadKind, values: LeadFormValues) {
  return leadInputSchema.safeParse({
    [listing.type === 'property' ? 'property_id' : 'vehicle_id']: listing.id,
    kind,
    name: values.name,
    email: values.email,
    phone: values.phone,
    // A call or WhatsApp tap records who and how; the form's default text is no message of theirs.
    message: kind === 'message' ? values.message : undefined,
    consent: values.consent,
    website: values.website || undefined,
  })
}

/** Field errors from the schema's issues: the first message per field (the schema's pt-BR texts). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string; code: string }[]) {
  const errors: FieldErrors<LeadFormValues> = {}
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0])
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  return errors
}

export const leadResolver =
  (listing: ContactListing): Resolver<LeadFormValues> =>
  (values) => {
    const parsed = parseLead(listing, 'message', values)
    return parsed.success ? { values, errors: {} } : { values: {}, errors: fieldErrors(parsed.error.issues) }
  }
