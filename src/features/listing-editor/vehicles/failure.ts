import { isApiError } from '../../../lib/http/api-error'
import { toast } from '../../../ui/toast-store'
import { failureToast } from '../publish/plan-needed'

/**
 * A failed vehicle write: the action's own message as the toast's summary, and what the server said about it (a
 * refused transition, a missing photo) as its detail; a link to the plans when publishing needs one.
 */
export function toastFailure(summary: string, error: unknown) {
  const detail =
    isApiError(error) && error.status < 500 && error.errors[0]?.detail ? error.errors[0].detail : undefined
  toast.add({ severity: 'error', summary, detail, ...failureToast(error) })
}
