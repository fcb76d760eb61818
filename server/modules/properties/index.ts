// The properties module's public face: what other server modules may import from it.
export { propertyTable, publicProperty } from './filters'
export { findPropertyImages, propertyMediaLink } from './repository'
export { getProperty, PROPERTY_NOT_FOUND, searchProperties } from './service'
export { pageViewers } from './viewer'
export type { PageViewer } from './viewer'
