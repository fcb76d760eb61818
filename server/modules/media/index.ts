// The media module's public face: what other server modules may import from it.
export { inIdOrderWithCovers } from './covers'
