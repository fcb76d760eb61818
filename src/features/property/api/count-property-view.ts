import { countListingView } from '../../../listings/api/count-view'

export { visitorId } from '../../../listings/api/count-view'

/** POST /api/properties/:id/views, once per visitor per day (src/listings/api/count-view.ts). */
export const countPropertyView = (id: string): void => countListingView('properties', id)
