import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { AdminModel } from '../../../domain/backoffice-catalogue'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/toast-store'
import { modelsQueryOptions, saveModel, saveYear } from '../api/brands'
import { boKeys } from '../api/keys'
import { activeLabels } from '../labels'
import { StatusBadge } from './status-badge'
import { YearsForm } from './years-form'
import '../../../lib/i18n/backoffice-catalog'

type Run = <T>(work: Promise<T>, done: string | ((result: T) => string)) => Promise<boolean>

const messageOf = (err: unknown) => (isApiError(err) ? (err.errors[0]?.detail ?? err.message) : String(err))

/** A brand's models, each with its years and versions: add, rename, deactivate. */
export function BrandModels({ brandId }: { brandId: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: models } = useQuery(modelsQueryOptions(brandId))
  const [name, setName] = useState('')
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boKeys.one('models', brandId) }),
      queryClient.invalidateQueries({ queryKey: boKeys.lists('brands') }),
    ])
  const run: Run = async <T,>(work: Promise<T>, done: string | ((result: T) => string)) => {
    try {
      const result = await work
      await refresh()
      toast.add({ severity: 'success', summary: typeof done === 'string' ? done : done(result) })
      return true
    } catch (err) {
      toast.add({
        severity: 'error',
        summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
        detail: messageOf(err),
      })
      return false
    }
  }
  const addModel = async (e: FormEvent) => {
    e.preventDefault()
    if (await run(saveModel(brandId, null, { name }), t`Modelo criado`)) setName('')
  }

  return (
    <section className="bo-panel" aria-labelledby={`models-${brandId}`}>
      <h3 id={`models-${brandId}`}>
        <Trans>Modelos e anos</Trans>
      </h3>
      <form className="bo-actions" onSubmit={(e) => void addModel(e)}>
        <label htmlFor={`new-model-${brandId}`} className="visually-hidden">
          {t`Nome do novo modelo`}
        </label>
        <input
          id={`new-model-${brandId}`}
          className="input bo-grow"
          placeholder={t`Nome do novo modelo`}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" small disabled={!name.trim()}>
          <Trans>Adicionar modelo</Trans>
        </Button>
      </form>
      {models?.length === 0 && (
        <p className="muted">
          <Trans>Nenhum modelo cadastrado.</Trans>
        </p>
      )}
      {models?.map((m) => (
        <ModelRow key={m.id} model={m} run={run} />
      ))}
    </section>
  )
}

function ModelRow({ model, run }: { model: AdminModel; run: Run }) {
  const { t } = useLingui()
  const a = model.attributes
  const active = a.status === 'active'
  return (
    <article className="bo-card" aria-label={t`Modelo ${a.name}`}>
      <div className="bo-actions bo-model-row">
        <strong className="bo-grow">{a.name}</strong>
        <StatusBadge value={a.status} labels={activeLabels} />
        <Button
          variant="ghost"
          small
          onClick={() =>
            void run(
              saveModel(a.brand_id, model.id, { name: a.name, status: active ? 'inactive' : 'active' }),
              active ? t`Modelo desativado` : t`Modelo ativado`,
            )
          }
        >
          {active ? <Trans>Desativar</Trans> : <Trans>Ativar</Trans>}
        </Button>
      </div>
      <ul className="bo-years-list">
        {a.years.map((y) => (
          <li key={y.id}>
            <span>
              {y.year} {y.version}
            </span>
            <StatusBadge value={y.status} labels={activeLabels} />
            <Button
              variant="ghost"
              small
              aria-label={
                y.status === 'active' ? t`Desativar ${y.year} ${y.version}` : t`Ativar ${y.year} ${y.version}`
              }
              onClick={() =>
                void run(
                  saveYear(model.id, y.id, {
                    year: y.year,
                    version: y.version,
                    status: y.status === 'active' ? 'inactive' : 'active',
                  }),
                  y.status === 'active' ? t`Ano desativado` : t`Ano ativado`,
                )
              }
            >
              {y.status === 'active' ? <Trans>Desativar</Trans> : <Trans>Ativar</Trans>}
            </Button>
          </li>
        ))}
      </ul>
      <YearsForm modelId={model.id} modelName={a.name} current={a.years} run={run} />
    </article>
  )
}
