import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { OwnerFlowPage, type OwnerPlan } from '../../features/listing-editor/owner-flow/owner-flow-page'
import { isOwnerStep, type OwnerStepId } from '../../features/listing-editor/owner-flow/step-ids'
import { plansQueryOptions } from '../../features/plans/api/get-plans'
import { PlanLimits } from '../../features/plans/plan-facts'

export const Route = createFileRoute('/_default/anunciar/proprietario')({
  validateSearch: (search: Record<string, unknown>): { passo?: OwnerStepId } =>
    isOwnerStep(search.passo) && search.passo !== 'plano' ? { passo: search.passo } : {},
  // The first step offers the owner plans. Not awaited: the page shows at once, with its skeleton.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(plansQueryOptions('owner'))
  },
  component: OwnerFlowRoute,
})

/** The owner plans (from the plans feature), with what each allows, handed to the listing flow. */
function OwnerFlowRoute() {
  const { passo = 'plano' } = Route.useSearch()
  const navigate = Route.useNavigate()
  const plans = useQuery(plansQueryOptions('owner'))
  const ownerPlans: OwnerPlan[] = (plans.data ?? []).map((p) => ({
    id: p.id,
    name: p.attributes.name,
    description: p.attributes.description,
    price: p.attributes.is_free ? null : p.attributes.price,
    gallery: p.attributes.property_gallery_limit,
    video: p.attributes.video,
    facts: <PlanLimits plan={p} />,
  }))
  return (
    <OwnerFlowPage
      step={passo}
      plans={ownerPlans}
      onStep={(step) => void navigate({ search: step === 'plano' ? {} : { passo: step } })}
    />
  )
}
