import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import '../../../lib/i18n/backoffice-catalog'
import type { ListControl } from './use-list-state'
// The table draws its search box and filters: their look comes with it, whatever the page around it imports.
import '../../../ui/field.css'
import './data-table.css'
import { formatNumber } from '../../../lib/format/format'

export interface Column<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** The endpoint sorts by this column's id. */
  sortable?: boolean
  /** A secondary column (marked `dt-wide`, for styling); never hidden: the table scrolls sideways instead. */
  wide?: boolean
  align?: 'end'
}

/** A filter of the table: a choice among options, kept in the URL with the rest of the list's state. */
export interface TableFilter {
  /** The search param (and the list endpoint's query param) it sets. */
  key: string
  label: string
  /** The first option, no filter. */
  all: string
  options: readonly { value: string | number; label: string }[]
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string
  columns: Column<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string
  /** The list's state in the URL (useListState): page, sort, search text and filters. */
  list: ListControl
  total?: number
  totalPages?: number
  /** Shows the search box, with this placeholder. */
  searchPlaceholder?: string
  /** Filters shown beside the search box. */
  filters?: TableFilter[]
  /** More of the toolbar, after the filters. */
  toolbar?: ReactNode
  /** Enter or a click on a row. */
  onActivate?: (row: T) => void
  selectedKey?: string | null
  loading?: boolean
  error?: boolean
  empty?: ReactNode
}

const SEARCH_DELAY = 300

/**
 * The back office's table: server-side search, filters, sort and pages. Desktop-first, it scrolls sideways on a
 * tablet: no column is ever dropped. Keyboard: Tab reaches the rows once (the current row), ↑ ↓ Home End
 * move between rows, Enter opens one, PageUp/PageDown change page, "/" jumps to the search box.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useLingui()
  const { label, columns, rows, rowKey, total, totalPages = 1, list, searchPlaceholder, filters } = props
  const { page, sort: sortColumn, dir } = list.search
  const onPage = list.setPage
  const [current, setCurrent] = useState(0)
  const body = useRef<HTMLTableSectionElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const query = list.search.q ?? ''
  const [text, setText] = useState(query)
  // The URL changed under the box (back, forward, a link): the box shows it.
  const [shown, setShown] = useState(query)
  if (shown !== query) {
    setShown(query)
    setText(query)
  }
  const searchChange = list.setSearch
  const searchId = useId()

  useEffect(() => {
    if (text === query) return
    const timer = setTimeout(() => searchChange(text), SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [text, searchChange, query])

  // The current row stays within the page shown (a shorter page after a search or a page change).
  const active = Math.min(current, Math.max(0, (rows?.length ?? 1) - 1))

  const focusRow = (i: number) => {
    const list = rows ?? []
    if (!list.length) return
    const next = Math.max(0, Math.min(list.length - 1, i))
    setCurrent(next)
    body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = rows?.[active]
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusRow(active + 1),
      ArrowUp: () => focusRow(active - 1),
      Home: () => focusRow(0),
      End: () => focusRow((rows?.length ?? 1) - 1),
      Enter: () => row && props.onActivate?.(row),
      PageDown: () => page < totalPages && onPage(page + 1),
      PageUp: () => page > 1 && onPage(page - 1),
    }
    if (!(event.target instanceof HTMLTableRowElement)) return
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  const onRootKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    if (event.key === '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && searchRef.current) {
      event.preventDefault()
      searchRef.current.focus()
    }
  }

  const sortButton = (c: Column<T>) => {
    const active = sortColumn === c.id
    const mark = active ? (dir ?? 'asc') : undefined
    return (
      <button
        type="button"
        className="dt-sort"
        onClick={() => list.setSort(c.id, mark === 'asc' ? 'desc' : 'asc')}
      >
        {c.header}
        <span aria-hidden="true" className="dt-sort-mark">
          {mark === 'asc' ? '▲' : mark === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    )
  }

  return (
    <div className="dt" onKeyDown={onRootKey}>
      {(searchPlaceholder || filters?.length || props.toolbar) && (
        <div className="dt-toolbar" role="search">
          {searchPlaceholder && (
            <div className="dt-search">
              <label htmlFor={searchId} className="visually-hidden">
                {searchPlaceholder}
              </label>
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                className="input"
                placeholder={searchPlaceholder}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') searchChange(text)
                  if (e.key === 'ArrowDown') {
                    e.preventDefault()
                    focusRow(0)
                  }
                }}
              />
            </div>
          )}
          {filters?.map((filter) => (
            <select
              key={filter.key}
              className="input"
              aria-label={filter.label}
              value={String(list.search[filter.key] ?? '')}
              onChange={(e) => list.setFilter(filter.key, e.target.value)}
            >
              <option value="">{filter.all}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ))}
          {props.toolbar}
        </div>
      )}
      <div className="dt-scroll">
        <table className="dt-table" aria-label={label} aria-busy={props.loading || undefined}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className={
                    [c.wide && 'dt-wide', c.align === 'end' && 'dt-end'].filter(Boolean).join(' ') ||
                    undefined
                  }
                  aria-sort={sortColumn === c.id ? (dir === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {c.sortable ? sortButton(c) : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown}>
            {(rows ?? []).map((row, i) => {
              const key = rowKey(row)
              return (
                <tr
                  key={key}
                  data-row=""
                  tabIndex={i === active ? 0 : -1}
                  aria-selected={props.selectedKey === key || undefined}
                  className={props.onActivate ? 'dt-clickable' : undefined}
                  onFocus={() => setCurrent(i)}
                  onClick={(e) => {
                    if ((e.target as HTMLElement).closest('button, a, input, select')) return
                    props.onActivate?.(row)
                  }}
                >
                  {columns.map((c) => (
                    <td
                      key={c.id}
                      className={
                        [c.wide && 'dt-wide', c.align === 'end' && 'dt-end'].filter(Boolean).join(' ') ||
                        undefined
                      }
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
        {rows && rows.length === 0 && !props.loading && (
          <p className="dt-empty">{props.empty ?? <Trans>Nada encontrado.</Trans>}</p>
        )}
        {props.error && (
          <p className="dt-empty" role="alert">
            <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
          </p>
        )}
        {!rows && !props.error && <p className="dt-empty">{t`Carregando…`}</p>}
      </div>
      <div className="dt-footer">
        <span className="muted" aria-live="polite">
          {total !== undefined && <Trans>{formatNumber(total)} no total</Trans>}
        </span>
        <nav className="dt-pages" aria-label={t`Páginas de ${label}`}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <Trans>Anterior</Trans>
          </button>
          <span>
            <Trans>
              Página {page} de {Math.max(1, totalPages)}
            </Trans>
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            <Trans>Próxima</Trans>
          </button>
        </nav>
      </div>
    </div>
  )
}
