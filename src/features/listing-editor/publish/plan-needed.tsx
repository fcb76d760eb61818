import '../../../lib/i18n/listing-catalog'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { missingDocumentMsg, NO_SUBSCRIPTION, type MissingDocument } from '../../../domain/plan-limits'
import { isApiError } from '../../../lib/http/api-error'
import type { OutboxError } from '../../../lib/offline/db'
import { buttonClass, type ButtonStyle } from '../../../ui/button'
import type { ToastMessage } from '../../../ui/toast-store'
import './plan-needed.css'

// Publishing without an active or trial subscription is refused by the server ('Você precisa de um plano ativo
// para publicar. Escolha um plano em /planos.', code no_subscription): wherever that refusal is shown, a link to the
// plans goes with it.

/** Was publishing refused for want of a plan? An API error, or the error an outbox entry kept. */
export function needsPlan(error: unknown): boolean {
  if (isApiError(error)) return error.errors.some((e) => e.code === NO_SUBSCRIPTION)
  return (error as OutboxError | null | undefined)?.code === NO_SUBSCRIPTION
}

/** The server's code when the plan's live listings (properties or vehicles) are all taken. */
const LISTINGS_LIMIT = 'properties_limit'

/** Was it refused because the plan's live listings are all taken (a property or a vehicle)? */
export function atLimit(error: OutboxError | null | undefined): boolean {
  return error?.code === LISTINGS_LIMIT
}

const seePlans = msg`Ver planos`

/**
 * How long a failed write's toast stays, and, when publishing needed a plan, its link to the plans (longer, so
 * there is time to follow it).
 */
export const failureToast = (error: unknown): Pick<ToastMessage, 'life' | 'link'> =>
  needsPlan(error) ? { life: 15_000, link: { to: '/planos', label: i18n._(seePlans) } } : { life: 8000 }

/** The link to the plans under a refusal shown on the page. */
export function PlansLink(style: ButtonStyle) {
  return (
    <Link to="/planos" className={buttonClass(style)}>
      <Trans>Ver planos</Trans>
    </Link>
  )
}

/**
 * A broker without a valid CRECI, an agency without a valid CNPJ: its plan's limits wait for the document, and
 * until then the account has an owner's. Says what is missing and where to give it.
 */
export function MissingDocumentNotice({ missing }: { missing: MissingDocument | null | undefined }) {
  if (!missing) return null
  return (
    <div className="no-plan" role="status">
      <p>{missingDocumentMsg[missing]}</p>
      {missing === 'creci' ? (
        <Link to="/dashboard/settings/profile" className={buttonClass({ small: true, variant: 'secondary' })}>
          <Trans>Informar CRECI</Trans>
        </Link>
      ) : (
        <Link to="/dashboard/settings/company" className={buttonClass({ small: true, variant: 'secondary' })}>
          <Trans>Informar CNPJ</Trans>
        </Link>
      )}
    </div>
  )
}

/** Without a current plan (active or trial): listings are saved, and go live only once a plan is chosen. */
export function NoPlanNotice() {
  return (
    <div className="no-plan" role="status">
      <p>
        <Trans>
          Você não tem um plano ativo: seus anúncios podem ser salvos, mas só são publicados depois que você
          escolher um plano.
        </Trans>
      </p>
      <PlansLink small variant="secondary" />
    </div>
  )
}
