import { z } from 'zod'
import { phoneAttributesSchema } from '../../../../domain/account'
import { agencyUpdateFieldsSchema } from '../../../../domain/agency'
import { MAX_AGENCY_PHONES } from '../../../../domain/constants'
import { checkPhones } from '../../forms/phone-rules'

// One form per tab of /dashboard/settings/company, each sending only its fields (PUT /v1/agency).
const fields = agencyUpdateFieldsSchema.shape

export const generalSchema = z.object({
  agency: z.object({
    name: fields.name.unwrap(),
    cnpj: fields.cnpj,
    creci: fields.creci,
    contact_email: fields.contact_email,
    description: fields.description,
  }),
})

export const addressSchema = z.object({
  agency: z.object({
    zip_code: fields.zip_code,
    street: fields.street,
    number: fields.number,
    complement: fields.complement,
    neighborhood: fields.neighborhood,
    city_id: fields.city_id,
    lat: fields.lat,
    lng: fields.lng,
    show_on_map: z.boolean(),
  }),
})

export const agencyPhonesSchema = z.object({
  agency: z.object({
    phones_attributes: z
      .array(phoneAttributesSchema({ blankAllowed: false }))
      .superRefine((phones, ctx) =>
        checkPhones(phones, ctx, [], { max: MAX_AGENCY_PHONES, allFilled: true, oneWhatsapp: true }),
      ),
  }),
})
