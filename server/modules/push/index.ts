// The push module's public face: what other server modules may import from it.
export { notifyNewLead } from './service'
