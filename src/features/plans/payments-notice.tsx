import { billingMsg } from '../../domain/billing'
import { usePaymentsMode } from './api/payments-mode'

/**
 * What an advertiser about to pay must know about this server: paid plans cannot be bought (payments off), or
 * this is a demonstration where nothing is charged (the sandbox). Nothing when payments are real.
 */
export function PaymentsNotice() {
  const mode = usePaymentsMode()
  if (mode === 'off')
    return (
      <p className="billing-alert" role="alert">
        {billingMsg.paymentsOff}
      </p>
    )
  if (mode === 'sandbox')
    return (
      <p className="panel" role="note">
        {billingMsg.sandboxNotice}.
      </p>
    )
  return null
}
