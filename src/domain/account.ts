import { z } from 'zod'
import { MAX_UPLOAD_BYTES } from './constants'
import { userProfiles, userStatuses, type UserProfile } from './enums'
import { msg } from './messages'
import {
  cpfSchema,
  creciSchema,
  emailSchema,
  fieldMsg,
  flagSchema,
  isCreci,
  isPhoneNumber,
  optionalText,
  passwordSchema,
  requiredText,
} from './validation'

// Accounts (users, admins, and how the client signs in): request bodies wrap their fields Devise-style in `user`
// (or `admin`), so error pointers read /user/<field>. The same schemas validate the web forms.

export const uploadMsg = {
  format: 'Formato de arquivo inválido',
  invalid: 'Arquivo inválido',
  tooBig: (mb: number) => `O arquivo excede o tamanho máximo de ${mb}MB`,
} as const

export const profileLockedMsg =
  'O tipo de perfil não pode ser alterado. Para mudar, entre em contato com o suporte.'

const confirmMatches = <T extends { password: string; password_confirmation: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: fieldMsg.passwordsDiffer })
  }
}

export const signUpFieldsSchema = z
  .object({
    first_name: requiredText(80),
    last_name: requiredText(80),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: msg.required }).min(1, msg.required),
    terms_of_service: z.literal(true, { error: msg.terms }),
  })
  .superRefine(confirmMatches)
export const signUpSchema = z.object({ user: signUpFieldsSchema })
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInFieldsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: msg.required }).min(1, msg.required).max(256, fieldMsg.maxLength(256)),
})
export const signInSchema = z.object({ user: signInFieldsSchema })
export const adminSignInSchema = z.object({ admin: signInFieldsSchema })

export const forgotPasswordSchema = z.object({ user: z.object({ email: emailSchema }) })
export const resetPasswordSchema = z.object({
  user: z
    .object({
      token: requiredText(200),
      password: passwordSchema,
      password_confirmation: z.string({ error: msg.required }).min(1, msg.required),
    })
    .superRefine(confirmMatches),
})

/** PUT /password. `current_password` is ignored for accounts made by third-party sign-in (no password yet). */
export const changePasswordSchema = z.object({
  user: z
    .object({
      current_password: z.string().max(256, fieldMsg.maxLength(256)).optional(),
      password: passwordSchema,
      password_confirmation: z.string({ error: msg.required }).min(1, msg.required),
    })
    .superRefine(confirmMatches),
})

export const profileTypeSchema = z.object({
  user: z.object({ profile: z.enum(userProfiles, { error: msg.profile }) }),
})

const idSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
])

/** One nested phone, Rails `accepts_nested_attributes_for` style: no id adds, id updates, `_destroy` removes. */
export const phoneAttributesSchema = (opts: { blankAllowed: boolean }) =>
  z
    .object({
      id: idSchema.optional(),
      number: z.string({ error: msg.phone }).trim().default(''),
      whatsapp: flagSchema.default(false),
      _destroy: flagSchema.default(false),
    })
    .superRefine((p, ctx) => {
      if (p._destroy) return
      if (p.number === '' && !opts.blankAllowed)
        ctx.addIssue({ code: 'custom', path: ['number'], message: msg.required })
      else if (p.number !== '' && !isPhoneNumber(p.number)) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: msg.phone })
      }
    })
export type PhoneAttributes = z.infer<ReturnType<typeof phoneAttributesSchema>>

export const cropBoxSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
})
export type CropBox = z.infer<typeof cropBoxSchema>

const DATA_URL = /^data:image\/(jpeg|jpg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024

/** An avatar as a data URL (JPEG, PNG or WebP) and the crop box chosen in the crop dialog (original pixels). */
export const avatarInputSchema = z.object({
  data_url: z
    .string({ error: uploadMsg.invalid })
    .regex(DATA_URL, uploadMsg.format)
    .refine(
      (v) => Math.floor(((v.length - v.indexOf(',') - 1) * 3) / 4) <= MAX_UPLOAD_BYTES + 2,
      uploadMsg.tooBig(MAX_MB),
    ),
  crop: cropBoxSchema.optional(),
})

/** PUT /sign_up: every field optional (the profile form, the avatar and the e-mail screens send what they edit). */
export const profileUpdateFieldsSchema = z.object({
  first_name: requiredText(80).optional(),
  last_name: requiredText(80).optional(),
  presentation_name: optionalText(120).optional(),
  presentation: optionalText(2000).optional(),
  show_profile: flagSchema.optional(),
  cpf: cpfSchema.optional(),
  creci: creciSchema.optional(),
  profile: z.enum(userProfiles, { error: msg.profile }).optional(),
  email: emailSchema.optional(),
  /** Required to change the e-mail of an account that has a password. */
  current_password: z.string().max(256, fieldMsg.maxLength(256)).optional(),
  avatar: avatarInputSchema.nullable().optional(),
  phones_attributes: z
    .array(phoneAttributesSchema({ blankAllowed: true }))
    .max(20)
    .optional(),
})
export const profileUpdateSchema = z.object({ user: profileUpdateFieldsSchema })
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>
/** The body as a client sends it (before the schema's defaults and transforms): only the fields it edits. */
export type ProfileUpdateBody = z.input<typeof profileUpdateSchema>

// ---- responses ----

export const avatarSchema = z.object({ original: z.string(), thumb: z.string(), cropped: z.string() })
export const phoneResourceSchema = z.object({
  id: z.string(),
  type: z.literal('phone'),
  attributes: z.object({ number: z.string(), whatsapp: z.boolean() }),
})
const relationship = <T extends string>(type: T) =>
  z.object({ data: z.array(z.object({ id: z.string(), type: z.literal(type) })) })

export const userAttributesSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  creci: z.string().nullable(),
  cpf: z.string().nullable(),
  presentation_name: z.string().nullable(),
  presentation: z.string().nullable(),
  show_profile: z.boolean(),
  profile: z.enum(userProfiles),
  /** False until the choose-profile screen has been answered. */
  profile_chosen: z.boolean(),
  is_profile_complete: z.boolean(),
  /** False once the profile type is chosen: changing it takes support. */
  can_edit_profile: z.boolean(),
  /** False for accounts made by third-party sign-in that never set a password. */
  has_password: z.boolean(),
  /** False until the address is confirmed by the link sent to it: such an account may not publish. */
  email_verified: z.boolean(),
  /** A new address asked for, waiting for its confirmation link (the account keeps `email` until then). */
  pending_email: z.string().nullable(),
  avatar: avatarSchema.nullable(),
  status: z.enum(userStatuses),
  created_at: z.string(),
  updated_at: z.string(),
})
export type UserAttributes = z.infer<typeof userAttributesSchema>

export const userResourceSchema = z.object({
  id: z.string(),
  type: z.literal('user'),
  attributes: userAttributesSchema,
  relationships: z.object({ phones: relationship('phone') }),
})
export const userDocumentSchema = z.object({
  data: userResourceSchema,
  included: z.array(phoneResourceSchema),
  /** Present on sign-up and sign-in (the same token also comes in the Authorization header). */
  meta: z.object({ token: z.string() }).optional(),
})
export type UserDocument = z.infer<typeof userDocumentSchema>

export const adminResourceSchema = z.object({
  id: z.string(),
  type: z.literal('admin'),
  attributes: z.object({ email: z.string(), name: z.string(), token: z.string().optional() }),
})
export const adminDocumentSchema = z.object({ data: adminResourceSchema })

export const messageDocumentSchema = z.object({ meta: z.object({ message: z.string() }) })

/** POST /v1/auth/email/confirm: the token of a link sent to confirm an address. */
export const confirmEmailSchema = z.object({ token: z.string().min(1).max(200) })
export const emailLinkPurposes = ['sign_up', 'change', 'undo'] as const
/** What a followed link did; `token` signs in (a sign-up confirmed from its mailbox). */
export const confirmEmailDocumentSchema = z.object({
  meta: z.object({
    message: z.string(),
    purpose: z.enum(emailLinkPurposes),
    email: z.string(),
    token: z.string().optional(),
  }),
})
export type ConfirmEmailDocument = z.infer<typeof confirmEmailDocumentSchema>

/** Texts of the e-mail confirmation, shared by the API and the web app. */
export const emailConfirmMsg = {
  sent: (email: string) =>
    `Enviamos um link para ${email}. Abra-o para confirmar seu e-mail e entrar. Se não encontrar, veja a caixa de spam.`,
  resent: (email: string) => `Enviamos um novo link para ${email}.`,
  alreadyVerified: 'Seu e-mail já está confirmado.',
  signUpDone: 'E-mail confirmado! Sua conta está ativa e você já pode publicar anúncios.',
  changeDone: (email: string) => `E-mail trocado: sua conta agora usa ${email}.`,
  undoDone: (email: string) =>
    `Troca desfeita: sua conta voltou a usar ${email} e todas as sessões foram encerradas. Por segurança, crie uma nova senha em “Esqueci minha senha”.`,
  changeRequested: (email: string) =>
    `Enviamos um link para ${email}. A troca só vale depois que você confirmar pelo link.`,
  used: 'Este link já foi usado. Se você já confirmou seu e-mail, é só entrar.',
  expired: 'Este link expirou. Entre na sua conta e peça um novo link.',
  invalid: 'Este link de confirmação é inválido ou foi substituído por um mais novo. Peça um novo link.',
  publishBlocked: (email: string) =>
    `Confirme seu e-mail para publicar anúncios. Enviamos um link para ${email}; se não o encontrar, use “Reenviar link” no seu painel.`,
  thirdPartyUnverified:
    'Já existe uma conta com este e-mail que ainda não foi confirmada, por isso não a ligamos ao seu login externo. Entre com e-mail e senha (ou use “Esqueci minha senha”) e confirme o e-mail; depois você poderá usar o login externo.',
} as const

export const authProvidersSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('auth_provider'),
      attributes: z.object({ name: z.string(), start_url: z.string() }),
    }),
  ),
})

/** A user with its phones merged from `included` (related records in `included` merged by relationship). */
export interface CurrentUser extends UserAttributes {
  id: string
  phones: { id: string; number: string; whatsapp: boolean }[]
}
export function mergeUserDocument(doc: Pick<UserDocument, 'data' | 'included'>): CurrentUser {
  const byId = new Map(doc.included.map((p) => [p.id, p]))
  const phones = doc.data.relationships.phones.data.flatMap((ref) => {
    const p = byId.get(ref.id)
    return p ? [{ id: p.id, ...p.attributes }] : []
  })
  return { id: doc.data.id, ...doc.data.attributes, phones }
}

/** Profile completeness, required before publishing or contacting: chosen profile, names, one valid phone, and a CRECI for brokers. */
export function isProfileComplete(u: {
  profile: UserProfile
  profile_chosen: boolean
  first_name: string
  last_name: string
  creci: string | null
  phones: { number: string }[]
}): boolean {
  return (
    u.profile_chosen &&
    u.first_name.trim() !== '' &&
    u.last_name.trim() !== '' &&
    u.phones.some((p) => isPhoneNumber(p.number)) &&
    (u.profile !== 'broker' || (u.creci !== null && isCreci(u.creci)))
  )
}
