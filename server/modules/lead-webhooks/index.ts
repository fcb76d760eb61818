// The lead webhooks module's public face: an agency's address that receives each new lead, signed, with retries.
export { defaultResolver, type AddressPolicy, type Resolver } from './address-policy'
export { deliverDue, type DeliveryRound } from './deliver'
export { leadWebhookRoutes } from './routes'
export { queueLeadWebhook } from './service'
