import { countListingView } from '../../../listings/api/count-view'

/** POST /api/vehicles/:id/views, once per visitor per day (src/listings/api/count-view.ts). */
export const countVehicleView = (id: string): void => countListingView('vehicles', id)
