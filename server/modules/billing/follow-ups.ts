// What a billing decision asks for once its transaction has committed: calls to the provider, and e-mail.

/** What billing tells an advertiser by e-mail. */
export type BillingNotice =
  | { kind: 'duplicate_refunded'; planName: string }
  | { kind: 'trial_used'; planName: string }
  | { kind: 'renewal_declined'; planName: string; declineCode: string | null }

/** Calls to the provider and mail a decision needs, made once its transaction has committed. */
export type FollowUp =
  | { kind: 'refund_duplicate'; subscriptionId: string }
  | { kind: 'refund_payment'; paymentId: string }
  | { kind: 'end_trial'; subscriptionId: string }
  | { kind: 'default_card'; customerId: string; cardId: string }
  | { kind: 'notify'; userId: number; notice: BillingNotice }
