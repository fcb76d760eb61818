import { isApiError } from '../../../lib/http/api-error'
import { toast } from '../../../ui/toast-store'

/**
 * A failed vehicle write: the action's own message as the toast's summary, and what the server said about it (a
 * refused transition, a missing photo) as its detail.
 */
export function toastFailure(summary: string, error: unknown) {
  const detail =
    isApiError(error) && error.status < 500 && error.errors[0]?.detail ? error.errors[0].detail : undefined
  toast.add({ severity: 'error', summary, detail, life: 8000 })
}
