import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MyVehicle, MyVehiclesPage } from '../../../domain/my-vehicle'
import type { TextSuggestionDocument, VehicleTextRequest } from '../../../domain/text-help'
import type { OwnerTarget } from '../../../domain/vehicle-status'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/** Under 'account' and the token's user, like "Meus imóveis": logout forgets them, no one sees another's. */
const mine = () => ['account', tokenSubject(api.tokens.get()), 'my-vehicles'] as const
export const myVehicleKeys = {
  all: () => mine(),
  page: (archived: boolean, page: number) => [...mine(), archived ? 'archived' : 'list', page] as const,
  one: (id: string) => [...mine(), 'one', id] as const,
}

export const MY_VEHICLES_PER_PAGE = 24

/** GET /v1/vehicles (archived=true: the archived shelf): any status, with views, leads and the plan's limits. */
export const myVehiclesQueryOptions = (archived: boolean, page = 1) =>
  queryOptions({
    queryKey: myVehicleKeys.page(archived, page),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<MyVehiclesPage>(
        '/v1/vehicles',
        { page, per_page: MY_VEHICLES_PER_PAGE, archived: archived ? 'true' : undefined },
        signal,
      ),
  })

/** GET /v1/vehicles/:id: one of mine with every field of the form. */
export const myVehicleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: myVehicleKeys.one(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: MyVehicle }>(`/v1/vehicles/${id}`, undefined, signal).then((d) => d.data),
  })

type Write = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }
const send = ({ method, path, body }: Write) =>
  api.request<{ data: MyVehicle } | undefined>(path, { method, body }).then((d) => d?.data ?? null)

/** Every write answers the vehicle as it now is: the detail is put in the cache and the lists refetched. */
function useVehicleWrite<V>(toRequest: (vars: V) => Write) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (vars: V) => send(toRequest(vars)),
    onSuccess: async (vehicle) => {
      if (vehicle) client.setQueryData(myVehicleKeys.one(vehicle.id), vehicle)
      await client.invalidateQueries({ queryKey: [...myVehicleKeys.all()], refetchType: 'active' })
    },
  })
}

/** PUT /v1/vehicles/:id/status: publish (to review), pause, sold. */
export const useVehicleStatus = () =>
  useVehicleWrite(({ id, status }: { id: string; status: OwnerTarget }) => ({
    method: 'PUT',
    path: `/v1/vehicles/${id}/status`,
    body: { status },
  }))

export const useArchiveVehicle = () =>
  useVehicleWrite(({ id, archive }: { id: string; archive: boolean }) => ({
    method: 'POST',
    path: `/v1/vehicles/${id}/${archive ? 'archive' : 'unarchive'}`,
  }))

export const useDeleteVehicle = () =>
  useVehicleWrite((id: string) => ({ method: 'DELETE', path: `/v1/vehicles/${id}` }))

/** POST /v1/text/description for a vehicle: a pt-BR description and a suggested title (nothing stored). */
export const generateVehicleText = (input: VehicleTextRequest) =>
  api
    .request<TextSuggestionDocument>('/v1/text/description', { method: 'POST', body: input })
    .then((d) => d.data.attributes)

export const useGenerateVehicleText = () => useMutation({ mutationFn: generateVehicleText })
