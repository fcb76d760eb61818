import path from 'node:path'
import { z } from 'zod'

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /**
   * Whose X-Forwarded-For to believe (the client's address for rate limits and logs): "false" (default: nobody,
   * the app faces the internet), "true" (any: only behind a proxy that overwrites it), a number of proxy hops, or
   * the proxies' addresses and CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string[] =>
      v === 'true'
        ? true
        : v === 'false'
          ? false
          : /^\d+$/.test(v)
            ? Number(v)
            : v.split(',').map((s) => s.trim()),
    )
    .refine((v) => !Array.isArray(v) || v.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a)), {
      message: 'must be true, false, a number of hops or addresses/CIDRs separated by commas',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Create demo data on first start. Default: only for the embedded database. */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  MAP_STYLE_URL: z.url().optional(),
  /** Other hosts the configured style loads tiles, glyphs or sprites from (comma-separated), for the CSP. */
  MAP_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
    .optional(),
  // Accounts. Token secrets are generated into ${DATA_DIR}/secrets.json when not given.
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  ADMIN_JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it mail goes to ${DATA_DIR}/mail (dev mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Mercado Irecê <nao-responda@mercadoirece.com.br>'),
  /** Serve the dev mailbox at /dev/mail even in production (it is always on outside production). */
  MAIL_DEV_INBOX: z.enum(['true', 'false']).default('false'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Label of the sign-in button; default: "Google" for Google's issuer, else "Conta externa". */
  OIDC_PROVIDER_NAME: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  /**
   * Shared state for several processes (rate limits, search cache invalidation): redis://[:password@]host:6379/db.
   * Without it each process keeps its own, which is right for one process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Put before every key and channel name, so several apps (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('mercado-irece:'),
  /** Media on S3-compatible storage when set (else `${DATA_DIR}/media`). */
  S3_BUCKET: z.string().min(1).optional(),
  /** The storage's address for anything but AWS itself (MinIO, R2…); path-style requests are used then. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** How many megabytes of finished photo uploads one account may hold (the bytes sent, photos in use included). */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "Gerar descrição" through an OpenAI-compatible chat-completions API (…/v1); the local writer otherwise. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** CEP lookup through ViaCEP at this address (https://viacep.com.br); the region's gazetteer otherwise. */
  VIACEP_URL: z.url().optional(),
  /**
   * Who takes payments: "stripe" (needs both Stripe keys and PUBLIC_URL), "sandbox" (the built-in demonstration
   * provider: nothing is charged) or "off" (plans cost nothing only when free; checkout answers 503). Default:
   * stripe when its keys are set, the sandbox on the embedded database with demo data (the quick start), else off.
   */
  PAYMENTS: z.enum(['stripe', 'sandbox', 'off']).optional(),
  /**
   * Contact messages an hour from one sender (address, device, e-mail) and to one advertiser. Default: 30 from an
   * address, 20 from a device or an e-mail, 30 to an advertiser; a number sets all four (a load test, an event).
   */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * Tests only, never in a deployment: lets lead webhooks go to this machine (127.0.0.0/8, ::1, over http too), so
   * a journey's local receiver can get them. Other private addresses stay refused.
   */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /**
   * Tests only, never in a deployment: lets feed imports download from this machine (a literal 127.0.0.0/8 or [::1]
   * address, over http too), so a journey's local feed and photo server can be reached. Other private addresses and
   * names stay refused.
   */
  FEEDS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** Tests only: where the Stripe adapter sends its API calls (a local server answering as Stripe does). */
  STRIPE_API_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
})

const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required when OIDC_ISSUER is set' })
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    const missing = c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'the S3 key id and secret go together' })
  }
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET)) {
    const missing = c.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'the Stripe secret key and webhook secret go together',
    })
  }
  if (c.PAYMENTS === 'stripe' && !c.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'required when PAYMENTS=stripe (with STRIPE_WEBHOOK_SECRET)',
    })
  }
  // Stripe sends the browser back to absolute addresses: without PUBLIC_URL they would follow the listening
  // address, which is not where a customer reaches the site.
  if (c.STRIPE_SECRET_KEY && c.PAYMENTS !== 'sandbox' && c.PAYMENTS !== 'off' && !c.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "required with Stripe keys: Stripe's return addresses are absolute",
    })
  }
  if (c.S3_ENDPOINT && !c.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when S3_ENDPOINT is set' })
  }
})

export type Config = z.infer<typeof configSchema> & { dataDir: string; distDir: string }

export type PaymentsMode = NonNullable<Config['PAYMENTS']>

/** Who takes payments (see PAYMENTS), and why, for the boot log. */
export function paymentsMode(
  c: Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>,
): { mode: PaymentsMode; reason: string } {
  if (c.PAYMENTS) return { mode: c.PAYMENTS, reason: `PAYMENTS=${c.PAYMENTS}` }
  if (c.STRIPE_SECRET_KEY) return { mode: 'stripe', reason: 'Stripe keys are set' }
  if (c.DATABASE_URL) return { mode: 'off', reason: 'DATABASE_URL is set and there are no Stripe keys' }
  if (c.NODE_ENV === 'test') return { mode: 'sandbox', reason: 'tests' }
  if (c.SEED_DEMO !== 'false') return { mode: 'sandbox', reason: 'the embedded database with demo data' }
  return { mode: 'off', reason: 'SEED_DEMO=false and there are no Stripe keys' }
}

export class ConfigError extends Error {}

/** Validates the environment at boot; one line per bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    // DIST_DIR: a build kept elsewhere (a preview, or parallel work on one checkout).
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : path.resolve(import.meta.dirname, '..', 'dist'),
  }
}
