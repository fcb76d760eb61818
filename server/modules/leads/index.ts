// The leads module's public face: what other server modules may import from it.
export { createLead } from './service'
