import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import { errorMsg } from '../../../domain/messages'
import type { PropertyCreate } from '../../../domain/property-input'
import { api } from '../../../lib/http/clients'
import { discard, sendNow, type OutboxEntry } from '../../../lib/offline/outbox'
import { PageTitle } from '../../../ui/page-title'
import { hasPlan, listingLimitsQueryOptions } from '../api/listing-limits'
import { listingMetaOf, queueListing, type ListingMeta } from '../api/queue-listing'
import { updatePhones } from '../api/update-phones'
import { DraftBar } from '../form/draft-bar'
import { useDraftedForm } from '../form/use-drafted-form'
import { useEditorDraft, type DraftHandle } from '../form/use-editor-draft'
import { emptyValues, requestBody, type EditorDraft } from '../form/values'
import { usePhotoQueue } from '../photos/use-photo-queue'
import { PublishStatus } from '../publish/publish-status'
import { LocationSection } from '../sections/location-section'
import { MediaSection } from '../sections/media-section'
import { OWNER_DRAFT_KEY } from './owner-draft'
import { CoverStep, ReviewStep } from './review-step'
import {
  DealStep,
  DescriptionStep,
  FeaturesStep,
  NumbersStep,
  PhonesStep,
  PlanStep,
  VideoStep,
} from './step-fields'
import { useStepFocus } from './use-step-focus'
import { ownerStepIds, ownerSteps, type OwnerPlan, type OwnerStepId } from './steps'
import '../listing-editor.css'
import './owner-flow.css'

export type { OwnerPlan } from './steps'

const DEFAULT_GALLERY = 10

/**
 * /anunciar/proprietario: the owner's listing in about six screens, the questions in the owner's flow order
 * (docs/product.md, The listing editor), with a progress bar. Anyone can start (the answers live on the device as a draft, photos wait in the
 * outbox); creating needs an account, and the draft is still there after signing up or in. Sent through the outbox like
 * the dashboard editor.
 */
export function OwnerFlowPage(props: {
  step: OwnerStepId
  onStep(step: OwnerStepId): void
  plans: OwnerPlan[]
}) {
  const draft = useEditorDraft(OWNER_DRAFT_KEY)
  const { t } = useLingui()
  const loading = draft.load.state === 'loading'
  const saved = draft.load.state === 'ready' ? draft.load.draft : null
  // The first step paints at once, on the server too: the form starts blank while the device's draft is read, and
  // takes the draft when there is one. Nothing is saved before that read, so a blank form never overwrites it.
  const handle = useMemo(() => (loading ? { ...draft, save: () => {} } : draft), [loading, draft])
  return (
    <div className="container listing-editor owner-flow">
      <PageTitle title={t`Anunciar como proprietário`} />
      <h1>
        <Trans>Anuncie seu imóvel</Trans>
      </h1>
      <OwnerFlowForm
        key={saved ? 'restored' : 'blank'}
        {...props}
        draft={handle}
        ready={!loading}
        restored={saved && draft.load.state === 'ready' ? draft.load.savedAt : null}
        start={saved ?? { values: emptyValues(), photos: [], coverKey: null }}
      />
    </div>
  )
}

function OwnerFlowForm({
  step,
  onStep,
  plans,
  draft,
  ready,
  restored,
  start,
}: {
  step: OwnerStepId
  onStep(step: OwnerStepId): void
  plans: OwnerPlan[]
  draft: DraftHandle
  /** The app has taken over the page and read the device's draft: until then the form shows but takes no input. */
  ready: boolean
  restored: number | null
  start: Omit<EditorDraft, 'v'>
}) {
  const { t, i18n } = useLingui()
  const drafted = useDraftedForm({
    start: { ...start, values: { ...start.values, plan_id: start.values.plan_id ?? plans[0]?.id ?? '' } },
    editing: false,
    save: draft.save,
    mode: 'onChange',
  })
  const { form, photos, coverKey, snapshot, setPhotos, chooseCover, resetTo, stopAutosave } = drafted
  const states = usePhotoQueue(photos)
  const [published, setPublished] = useState<{ entryId: string; meta: ListingMeta } | null>(null)
  const [failed, setFailed] = useState(false)
  const signedIn = Boolean(api.tokens.get())
  const index = Math.max(0, ownerStepIds.indexOf(step))
  const current = ownerSteps[index]!
  const navigate = useNavigate()
  const planId = useWatch({ control: form.control, name: 'plan_id' })
  const plan = plans.find((p) => p.id === planId) ?? plans[0]
  // Signed in: the plan in use and how many listings are live, for the plan step and the checkout.
  const limits = useQuery({ ...listingLimitsQueryOptions(), enabled: signedIn }).data
  // A paid plan the advertiser does not have yet: its checkout comes before the listing is sent, and the draft
  // waits on the device meanwhile.
  const needsCheckout = signedIn && plan !== undefined && plan.price !== null && !hasPlan(limits, plan.id)
  // The plans arrive after the draft: the first one (the free plan) is chosen unless the owner chose another.
  const firstPlan = plans[0]?.id
  useEffect(() => {
    if (firstPlan && !form.getValues('plan_id')) form.setValue('plan_id', firstPlan)
  }, [firstPlan, form])

  const stepBody = useRef<HTMLElement>(null)
  useStepFocus(stepBody, index)

  const go = (to: number) => {
    onStep(ownerStepIds[Math.min(Math.max(to, 0), ownerStepIds.length - 1)]!)
    scrollTo({ top: 0 })
  }
  const next = async () => {
    if (await form.trigger([...current.fields])) go(index + 1)
  }

  const create = async (checked: PropertyCreate) => {
    setFailed(false)
    const phones = (form.getValues('phones') ?? []).filter((p) => p.number.trim())
    // The account's phones: online only (a refusal or no signal leaves them for the profile page).
    if (phones.length > 0 && navigator.onLine) await updatePhones(phones).catch(() => undefined)
    const meta: ListingMeta = {
      kind: 'property',
      title: checked.name,
      listingId: null,
      draftKey: OWNER_DRAFT_KEY,
      draft: snapshot(),
    }
    stopAutosave()
    // Photos a visitor queued before signing in waited for a token, with a growing backoff: send them now.
    await sendNow(photos.filter((p) => p.kind === 'upload').map((p) => p.key))
    const entry = await queueListing({ body: requestBody(checked, photos, coverKey), meta })
    await draft.discard()
    setPublished({ entryId: entry.id, meta })
    scrollTo({ top: 0 })
  }

  const onFix = (entry: OutboxEntry) => {
    const meta = listingMetaOf(entry)
    if (meta?.kind !== 'property') return
    resetTo(meta.draft)
    draft.save(meta.draft)
    setPublished(null)
    void discard(entry.id)
    go(ownerStepIds.indexOf('revisao'))
  }

  if (published) return <PublishStatus entryId={published.entryId} meta={published.meta} onFix={onFix} />

  const redirect = '/anunciar/proprietario?passo=revisao'
  return (
    <FormProvider {...form}>
      {restored !== null && index === 0 && (
        <DraftBar
          status={draft.status}
          restoredAt={restored}
          onDiscard={() =>
            void draft.discard().then(() => resetTo({ values: emptyValues(), photos: [], coverKey: null }))
          }
        />
      )}
      <div className="owner-progress" aria-live="polite">
        <p>
          <Trans>
            Passo {index + 1} de {ownerSteps.length}: <strong>{i18n._(current.title)}</strong>
          </Trans>
        </p>
        <progress max={ownerSteps.length} value={index + 1} aria-label={t`Progresso do anúncio`} />
      </div>
      <form
        className="editor-form owner-step"
        noValidate
        aria-label={i18n._(current.title)}
        onSubmit={(e) => {
          e.preventDefault()
          if (current.id !== 'revisao') return void next()
          void form.handleSubmit(
            (checked) =>
              needsCheckout
                ? navigate({ to: '/plans/redirectPayment/$id', params: { id: plan.id } })
                : create(checked),
            (errors) => {
              setFailed(true)
              // Back to the first step with an answer to fix.
              const wrong = ownerSteps.findIndex((s) => s.fields.some((f) => f.split('.')[0]! in errors))
              if (wrong >= 0) go(wrong)
            },
          )(e)
        }}
      >
        <fieldset className="owner-fieldset" disabled={!ready}>
          <section className="editor-section" ref={stepBody}>
            <h2>{i18n._(current.title)}</h2>
            {current.id === 'plano' && (
              <PlanStep plans={plans} usage={limits && { ...limits.properties, plan: limits.plan.name }} />
            )}
            {current.id === 'negocio' && <DealStep />}
            {current.id === 'numeros' && <NumbersStep />}
            {current.id === 'caracteristicas' && <FeaturesStep />}
            {current.id === 'endereco' && <LocationSection />}
            {current.id === 'anuncio' && (
              <>
                <DescriptionStep />
                <MediaSection
                  photos={photos}
                  states={states}
                  setPhotos={setPhotos}
                  coverKey={coverKey}
                  setCoverKey={chooseCover}
                  max={plan?.gallery ?? DEFAULT_GALLERY}
                  draftKey={OWNER_DRAFT_KEY}
                  showVideo={false}
                />
                <CoverStep photos={photos} states={states} coverKey={coverKey} onCover={chooseCover} />
                <section className="editor-section" aria-labelledby="telefones-title">
                  <h2 id="telefones-title">
                    <Trans>Telefones</Trans>
                  </h2>
                  <PhonesStep />
                </section>
                <VideoStep allowed={plan?.video ?? false} />
              </>
            )}
            {current.id === 'revisao' && (
              <ReviewStep photos={photos.length} onEdit={(id) => go(ownerStepIds.indexOf(id))} />
            )}
          </section>
          {failed && (
            <p className="field-error" role="alert">
              {errorMsg.save}
            </p>
          )}
          <nav className="owner-nav" aria-label={t`Passos`}>
            {index > 0 && (
              <button type="button" className="btn btn-secondary" onClick={() => go(index - 1)}>
                <Trans>Voltar</Trans>
              </button>
            )}
            {current.id !== 'revisao' ? (
              <button type="submit" className="btn btn-primary">
                <Trans>Continuar</Trans>
              </button>
            ) : signedIn ? (
              <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
                {needsCheckout ? <Trans>Assinar o plano e continuar</Trans> : <Trans>Criar anúncio</Trans>}
              </button>
            ) : null}
          </nav>
          {current.id === 'revisao' && needsCheckout && (
            <p className="field-hint" data-testid="checkout-first">
              <Trans>
                O plano {plan.name} é pago: primeiro a assinatura, na página segura de pagamento. Suas
                respostas e fotos ficam guardadas neste aparelho, e o anúncio é criado quando a assinatura
                estiver ativa.
              </Trans>
            </p>
          )}
          {current.id === 'revisao' && !signedIn && (
            <div className="panel owner-account">
              <p>
                <Trans>
                  Para criar o anúncio, crie sua conta ou entre. Suas respostas e fotos ficam guardadas neste
                  aparelho.
                </Trans>
              </p>
              <div className="owner-nav">
                <Link to="/registrar" search={{ redirect }} className="btn btn-primary">
                  <Trans>Criar conta e continuar</Trans>
                </Link>
                <Link to="/entrar" search={{ redirect }} className="btn btn-secondary">
                  <Trans>Já tenho conta</Trans>
                </Link>
              </div>
            </div>
          )}
        </fieldset>
      </form>
    </FormProvider>
  )
}
