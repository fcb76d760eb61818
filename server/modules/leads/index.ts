// The leads module's public face: what other server modules may import from it.
export { createLead } from './service'
export { phoneViewDigests } from './phone-view-digest'
