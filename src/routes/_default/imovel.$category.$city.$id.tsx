import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdvertiserBox } from '../../features/advertiser/detail/advertiser-box'
import { propertyQueryOptions } from '../../features/property/api/get-property'
import { PropertyDetailPage } from '../../features/property/detail/property-detail-page'
import { PropertyNotFound } from '../../features/property/detail/property-not-found'
import { isApiError } from '../../lib/http/api-error'
import { PropertyContact } from './-components/listing-contact'

export const Route = createFileRoute('/_default/imovel/$category/$city/$id')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(propertyQueryOptions(params.id))
    } catch (error) {
      // A property that does not exist has its own screen, not the generic not-found.
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: PropertyRoute,
  notFoundComponent: PropertyNotFound,
})

function PropertyRoute() {
  const { id } = Route.useParams()
  return (
    <PropertyDetailPage
      id={id}
      aside={(p) => (
        <>
          <AdvertiserBox advertiser={p.attributes.advertiser} listingTitle={p.attributes.name} />
          <PropertyContact property={p} />
        </>
      )}
    />
  )
}
