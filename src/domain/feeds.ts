import { z } from 'zod'

// Portfolio feeds (VRSync, the XML of VivaReal and ZAP): an agency's import by file or URL, the report of each
// run, and the export address. Shared by the API and the dashboard.

export const FEED_LIMITS = {
  /** An uploaded or downloaded feed: larger ones are refused before parsing. */
  maxBytes: 25 * 1024 * 1024,
  /** Listings read from one feed: the rest are skipped as over the limit. */
  maxListings: 3000,
  /** Photos read per listing (the plan's gallery limit applies after). */
  maxPhotosPerListing: 30,
  /** A whole run, download and photos included. */
  runMs: 10 * 60_000,
  /** The feed's download. */
  feedFetchMs: 60_000,
  /** One photo's download. */
  photoFetchMs: 15_000,
  /** Text of one element: a description is the longest. */
  maxTextChars: 20_000,
} as const

/** How often a feed given by URL is imported again. */
export const FEED_SCHEDULE_HOURS = 6

export const feedSkipReasons = [
  'unknown_town',
  'no_price',
  'over_limit',
  'bad_photo',
  'invalid',
  'no_id',
  'duplicate_id',
  'archived',
  'too_many',
] as const
export type FeedSkipReason = (typeof feedSkipReasons)[number]

export const feedSkipLabel: Record<FeedSkipReason, string> = {
  unknown_town: 'Cidade fora da região atendida',
  no_price: 'Sem preço',
  over_limit: 'Acima do limite do plano',
  bad_photo: 'Foto inválida ou inacessível',
  invalid: 'Dados inválidos',
  no_id: 'Sem código do anúncio (ListingID)',
  duplicate_id: 'Código do anúncio repetido no arquivo',
  archived: 'Arquivado no painel: desarquive para voltar a sincronizar',
  too_many: 'O arquivo passa do número máximo de anúncios',
}

export const feedMsg = {
  tooLarge: `O arquivo passa de ${FEED_LIMITS.maxBytes / 1024 / 1024} MB.`,
  notXml: 'O arquivo não é um XML válido.',
  doctype: 'O arquivo não pode ter DOCTYPE nem entidades: envie o XML do feed sem declarações.',
  notVrsync: 'O arquivo não é um feed VRSync (ListingDataFeed).',
  badUrl: 'Informe um endereço http(s) público do feed.',
  fetchFailed: 'Não foi possível baixar o feed. Confira o endereço e tente novamente.',
  timeout: 'A importação passou do tempo máximo e foi interrompida.',
  running: 'Já existe uma importação em andamento. Aguarde o fim dela.',
  runNotFound: 'Importação não encontrada.',
  noUrl: 'Cadastre o endereço do feed antes de importar por URL.',
  failed: 'A importação falhou. Tente novamente mais tarde.',
} as const

export const feedRunStatuses = ['running', 'done', 'failed'] as const
export const feedRunSources = ['file', 'url', 'schedule'] as const

export const feedSkipSchema = z.object({
  external_id: z.string().nullable(),
  title: z.string().nullable(),
  reason: z.enum(feedSkipReasons),
  detail: z.string().nullable(),
})
export type FeedSkip = z.infer<typeof feedSkipSchema>

export const feedRunSchema = z.object({
  id: z.string(),
  type: z.literal('feed_import'),
  attributes: z.object({
    source: z.enum(feedRunSources),
    status: z.enum(feedRunStatuses),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    total: z.number().int(),
    processed: z.number().int(),
    imported: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    paused: z.number().int(),
    archived: z.number().int(),
    skipped: z.array(feedSkipSchema),
    error: z.string().nullable(),
  }),
})
export type FeedRun = z.infer<typeof feedRunSchema>
export const feedRunDocumentSchema = z.object({ data: feedRunSchema })

export const feedSettingsSchema = z.object({
  data: z.object({
    type: z.literal('feed_settings'),
    attributes: z.object({
      import_url: z.string().nullable(),
      next_import_at: z.string().nullable(),
      export_url: z.string(),
      last_run: feedRunSchema.nullable(),
    }),
  }),
})
export type FeedSettings = z.infer<typeof feedSettingsSchema>

/** The form and the API: the feed's address, or blank to stop the scheduled imports. */
export const feedUrlBodySchema = z.object({
  import_url: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\//i.test(v), feedMsg.badUrl),
})
export type FeedUrlBody = z.infer<typeof feedUrlBodySchema>
