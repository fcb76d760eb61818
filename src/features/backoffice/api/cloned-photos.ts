import { queryOptions } from '@tanstack/react-query'
import type { ClonedPhotoFinding } from '../../../domain/cloned-photo'
import type { ListingKindName } from '../../../domain/backoffice-moderation'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

/** GET /v1/admin/listings/:kind/:id/cloned-photos: the listing's photos that copy another advertiser's. */
export const clonedPhotosQueryOptions = (kind: ListingKindName, id: string) =>
  queryOptions({
    queryKey: boKeys.one('cloned-photos', `${kind}:${id}`),
    queryFn: ({ signal }) =>
      adminApi
        .get<{ data: ClonedPhotoFinding[] }>(
          `/v1/admin/listings/${kind}/${id}/cloned-photos`,
          undefined,
          signal,
        )
        .then((r) => r.data),
  })
