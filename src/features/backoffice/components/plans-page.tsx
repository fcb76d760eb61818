import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import type { AdminPlan, PlanInput } from '../../../domain/backoffice-plans'
import { formatPrice, formatNumber } from '../../../lib/format/format'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { toast } from '../../../ui/toast-store'
import { boKeys } from '../api/keys'
import { plansQueryOptions, reorderPlans, savePlan, setPlanActive } from '../api/plans'
import { planActiveLabels, planPeriodLabels, profileLabels } from '../labels'
import { PlanForm } from './plan-form'
import { StatusBadge } from './status-badge'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/**
 * /backoffice/dashboard/plans: the plans in the order the public pages show them. Reorder by dragging a row, or
 * from the keyboard: focus a row's handle and press ↑ or ↓ (the new order is saved at once).
 */
export function PlansPage() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { data: plans, isError } = useQuery(plansQueryOptions())
  const [selected, setSelected] = useState<AdminPlan | 'new' | null>(null)
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const current = selected === 'new' ? null : selected
  const key = boKeys.lists('plans')

  const fail = (err: unknown) =>
    toast.add({
      severity: 'error',
      summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
      detail: isApiError(err) ? err.errors[0]?.detail : undefined,
    })

  const reorder = async (from: number, to: number, focus = false) => {
    if (!plans || from === to || to < 0 || to >= plans.length) return
    const next = move(plans, from, to)
    queryClient.setQueryData(key, next)
    const name = next[to]!.attributes.name
    setAnnounce(t`${name} agora é o ${to + 1}º de ${next.length}`)
    if (focus) requestAnimationFrame(() => document.getElementById(`plan-handle-${next[to]!.id}`)?.focus())
    try {
      queryClient.setQueryData(key, await reorderPlans(next.map((p) => p.id)))
    } catch (err) {
      fail(err)
      await queryClient.invalidateQueries({ queryKey: key })
    }
  }

  const onHandleKey = (e: KeyboardEvent, i: number) => {
    const to = { ArrowUp: i - 1, ArrowDown: i + 1, Home: 0, End: (plans?.length ?? 1) - 1 }[e.key]
    if (to === undefined) return
    e.preventDefault()
    void reorder(i, to, true)
  }

  const save = async (input: PlanInput) => {
    const plan = await savePlan(current?.id ?? null, input)
    await queryClient.invalidateQueries({ queryKey: key })
    toast.add({ severity: 'success', summary: current ? t`Plano salvo` : t`Plano criado` })
    setSelected(plan)
  }

  const toggle = async (p: AdminPlan) => {
    try {
      await setPlanActive(p.id, !p.attributes.active)
      await queryClient.invalidateQueries({ queryKey: key })
      toast.add({
        severity: 'success',
        summary: p.attributes.active ? t`Plano desativado` : t`Plano ativado`,
      })
    } catch (err) {
      fail(err)
    }
  }

  return (
    <div className="bo-page">
      <PageTitle title={t`Planos`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Planos</Trans>
        </h1>
        <Button onClick={() => setSelected('new')}>
          <Trans>Novo plano</Trans>
        </Button>
      </div>
      <p className="muted">
        <Trans>
          Arraste um plano para mudar a ordem em que aparece no site, ou use as setas ↑ e ↓ com o foco na
          alça.
        </Trans>
      </p>
      <p className="visually-hidden" aria-live="assertive">
        {announce}
      </p>
      {isError && (
        <p role="alert">
          <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
        </p>
      )}
      <div className="bo-split">
        <ol className="bo-sortable" aria-label={t`Ordem dos planos`}>
          {plans?.map((p, i) => {
            const a = p.attributes
            return (
              <li
                key={p.id}
                draggable
                data-plan={a.name}
                data-dragging={dragging === i || undefined}
                data-over={over === i && dragging !== i ? '' : undefined}
                onDragStart={(e) => {
                  setDragging(i)
                  e.dataTransfer.effectAllowed = 'move'
                  e.dataTransfer.setData('text/plain', p.id)
                }}
                onDragOver={(e) => {
                  e.preventDefault()
                  setOver(i)
                }}
                onDragLeave={() => setOver((o) => (o === i ? null : o))}
                onDrop={(e) => {
                  e.preventDefault()
                  const from = plans.findIndex((x) => x.id === e.dataTransfer.getData('text/plain'))
                  setDragging(null)
                  setOver(null)
                  if (from >= 0) void reorder(from, i)
                }}
                onDragEnd={() => {
                  setDragging(null)
                  setOver(null)
                }}
              >
                <button
                  type="button"
                  id={`plan-handle-${p.id}`}
                  className="btn btn-ghost btn-sm bo-handle"
                  aria-label={t`Mover ${a.name} (posição ${i + 1} de ${plans.length}); use as setas para cima e para baixo`}
                  onKeyDown={(e) => onHandleKey(e, i)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <span className="bo-grow">
                  <strong>{a.name}</strong>{' '}
                  <span className="muted">
                    {i18n._(profileLabels[a.kind]!)} · {i18n._(planPeriodLabels[a.period]!)} ·{' '}
                    {a.is_free ? t`Gratuito` : formatPrice(a.price)}
                    {a.recommended && <> · {t`Recomendado`}</>} ·{' '}
                    {t`${formatNumber(a.subscriptions_count)} assinaturas`}
                  </span>
                </span>
                <StatusBadge value={a.active ? 'active' : 'inactive'} labels={planActiveLabels} />
                <Button
                  variant="ghost"
                  small
                  aria-label={t`Mover ${a.name} para cima`}
                  disabled={i === 0}
                  onClick={() => void reorder(i, i - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  small
                  aria-label={t`Mover ${a.name} para baixo`}
                  disabled={i === plans.length - 1}
                  onClick={() => void reorder(i, i + 1)}
                >
                  ↓
                </Button>
                <Button variant="ghost" small onClick={() => void toggle(p)}>
                  {a.active ? <Trans>Desativar</Trans> : <Trans>Ativar</Trans>}
                </Button>
                <Button variant="secondary" small onClick={() => setSelected(p)}>
                  <Trans>Editar</Trans>
                </Button>
              </li>
            )
          })}
        </ol>
        {selected && (
          <section className="bo-panel" aria-labelledby="plan-panel-title">
            <div className="bo-actions">
              <h2 id="plan-panel-title" className="bo-grow">
                {current ? current.attributes.name : <Trans>Novo plano</Trans>}
              </h2>
              <Button variant="ghost" small onClick={() => setSelected(null)}>
                <Trans>Fechar</Trans>
              </Button>
            </div>
            <PlanForm key={current?.id ?? 'new'} plan={current} onSave={save} />
          </section>
        )}
      </div>
    </div>
  )
}
