// Lead webhooks in the access-control table (server/access-control.test.ts): the agency's own (business profile),
// so the table's two advertisers, both owners, get 403 like an admin's token; another agency's deliveries are 404
// (lead-webhooks.test.ts). Test-only.

type Expect = [anonymous: number, other: number, owner: number, admin: number]
const AGENCY_ONLY: Expect = [401, 403, 403, 403]

export const leadWebhookRows: Record<
  string,
  { call?: () => { url?: string; payload?: unknown }; expect: Expect }
> = {
  'GET /v1/lead-webhook': { expect: AGENCY_ONLY },
  'PUT /v1/lead-webhook': {
    call: () => ({ payload: { url: 'https://crm.example.com/webhooks/mercado-irece' } }),
    expect: AGENCY_ONLY,
  },
  'POST /v1/lead-webhook/secret': { expect: AGENCY_ONLY },
  'POST /v1/lead-webhook/test': { expect: AGENCY_ONLY },
  'GET /v1/lead-webhook/deliveries': { expect: AGENCY_ONLY },
  'POST /v1/lead-webhook/deliveries/:id/resend': {
    call: () => ({ url: '/v1/lead-webhook/deliveries/1/resend' }),
    expect: AGENCY_ONLY,
  },
  'DELETE /v1/lead-webhook': { expect: AGENCY_ONLY },
}
