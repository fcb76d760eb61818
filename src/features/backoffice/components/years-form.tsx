import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { yearsBatchInputSchema, type YearsBatchResult } from '../../../domain/backoffice-catalogue'
import { Button } from '../../../ui/button'
import { addYears } from '../api/brands'
import { yearsSummary } from '../years-summary'
import '../../../lib/i18n/backoffice-catalog'

/** "3 anos adicionados; 2021 já existia" */
export function yearsAddedText({ added, existing }: YearsBatchResult): string {
  const count = added.length
  const done =
    count === 0
      ? plural(existing.length, { one: 'Nenhum ano adicionado', other: 'Nenhum ano adicionado' })
      : plural(count, { one: '# ano adicionado', other: '# anos adicionados' })
  if (existing.length === 0) return done
  const years = yearsSummary(existing)
  return `${done}; ${plural(existing.length, { one: `${years} já existia`, other: `${years} já existiam` })}`
}

/** "Serão adicionados 6 anos: 2018 a 2020, 2022 a 2024; 2021 já existe" */
function yearsPlanText({ fresh, existing }: { fresh: number[]; existing: number[] }): string {
  const list = yearsSummary(fresh)
  const adds =
    fresh.length === 0
      ? plural(existing.length, { one: 'Este ano já existe', other: 'Todos esses anos já existem' })
      : plural(fresh.length, { one: `Será adicionado: ${list}`, other: `Serão adicionados # anos: ${list}` })
  if (fresh.length === 0 || existing.length === 0) return adds
  const have = yearsSummary(existing)
  return `${adds}; ${plural(existing.length, { one: `${have} já existe`, other: `${have} já existem` })}`
}

/**
 * Adds years to a model in one go: one year, a range ("2018 a 2024") or a list ("2019, 2021, 2023"), all of one
 * version. The same schema as the API checks the text as it is typed and says which years will be added.
 */
export function YearsForm({
  modelId,
  modelName,
  current,
  run,
}: {
  modelId: string
  modelName: string
  /** The model's years as they are, to say beforehand which ones it already has. */
  current: readonly { year: number; version: string }[]
  run: (work: Promise<YearsBatchResult>, done: (r: YearsBatchResult) => string) => Promise<boolean>
}) {
  const { t } = useLingui()
  const id = useId()
  const [years, setYears] = useState('')
  const [version, setVersion] = useState('')
  // The error shows once the field is left or the form sent, not while a range is half typed.
  const [tried, setTried] = useState(false)
  const parsed = yearsBatchInputSchema.safeParse({ years, version })
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Valor inválido`)
  const showError = error !== null && tried
  const plan = parsed.success
    ? (() => {
        const have = new Set(current.filter((c) => c.version === parsed.data.version).map((c) => c.year))
        return {
          fresh: parsed.data.years.filter((y) => !have.has(y)),
          existing: parsed.data.years.filter((y) => have.has(y)),
        }
      })()
    : null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!parsed.success) return
    if (await run(addYears(modelId, { years, version }), yearsAddedText)) {
      setYears('')
      setTried(false)
    }
  }

  return (
    <form className="bo-years-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="bo-years-fields">
        <div className="field">
          <label htmlFor={`${id}-years`} className="field-label">
            <Trans>
              Anos<span className="visually-hidden"> de {modelName}</span>
            </Trans>
          </label>
          <input
            id={`${id}-years`}
            className="input"
            inputMode="text"
            autoComplete="off"
            placeholder={t`2018 a 2024 ou 2019, 2021`}
            value={years}
            aria-invalid={showError || undefined}
            aria-describedby={`${id}-years-help`}
            onChange={(e) => setYears(e.target.value)}
            onBlur={() => setTried(years.trim() !== '')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-version`} className="field-label">
            <Trans>
              Versão<span className="visually-hidden"> de {modelName}</span>
            </Trans>
          </label>
          <input
            id={`${id}-version`}
            className="input"
            placeholder={t`ex.: 1.0 Flex`}
            value={version}
            onChange={(e) => setVersion(e.target.value)}
          />
        </div>
        <Button type="submit" small variant="secondary">
          <Trans>Adicionar anos</Trans>
        </Button>
      </div>
      <p
        id={`${id}-years-help`}
        className={showError ? 'field-error' : 'muted'}
        role={showError ? 'alert' : undefined}
      >
        {showError
          ? error
          : plan
            ? yearsPlanText(plan)
            : t`Um ano, um intervalo (2018 a 2024) ou uma lista (2019, 2021, 2023), até 40 de uma vez.`}
      </p>
    </form>
  )
}
