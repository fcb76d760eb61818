// The price bands' public face: the band a listing's page shows, the refresh (demo data, tests) and the plugin.
export { propertyBand, vehicleBand } from './lookup'
export { refreshPriceBands } from './refresh'
export { priceBandRoutes } from './routes'
