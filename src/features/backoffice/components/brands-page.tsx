import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminBrand, BrandInput } from '../../../domain/backoffice-catalogue'
import { activeStatuses, vehicleTypes } from '../../../domain/enums'
import { imageUrl } from '../../../domain/media'
import { formatDate } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { toast } from '../../../ui/toast-store'
import { saveBrand } from '../api/brands'
import { boKeys } from '../api/keys'
import { pageQueryOptions } from '../api/list-query'
import { activeLabels, vehicleTypeLabels } from '../labels'
import { DataTable, type Column } from '../table/data-table'
import { brandsSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { BrandForm } from './brand-form'
import { BrandModels } from './brand-models'
import { StatusBadge } from './status-badge'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

/** /backoffice/dashboard/vehicles/brands: the vehicle catalogue (brands, their models and years). */
export function BrandsPage() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useListState(brandsSearch)
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<AdminBrand>('brands', '/v1/admin/brands', list.params),
  )
  const [selected, setSelected] = useState<AdminBrand | 'new' | null>(null)
  const current = selected === 'new' ? null : selected

  const save = async (input: BrandInput) => {
    const brand = await saveBrand(current?.id ?? null, input)
    await queryClient.invalidateQueries({ queryKey: boKeys.lists('brands') })
    toast.add({ severity: 'success', summary: current ? t`Marca salva` : t`Marca criada` })
    setSelected(brand)
  }

  const columns: Column<AdminBrand>[] = [
    {
      id: 'image',
      header: <span className="visually-hidden">{t`Imagem`}</span>,
      cell: (b) =>
        b.attributes.image ? (
          <img src={imageUrl(b.attributes.image, 320)} alt="" className="bo-thumb" />
        ) : null,
    },
    { id: 'name', header: t`Nome`, sortable: true, cell: (b) => <strong>{b.attributes.name}</strong> },
    { id: 'code', header: t`Código`, sortable: true, cell: (b) => b.attributes.code, wide: true },
    {
      id: 'vehicle_type',
      header: t`Tipo`,
      sortable: true,
      cell: (b) => i18n._(vehicleTypeLabels[b.attributes.vehicle_type]!),
    },
    { id: 'models', header: t`Modelos`, cell: (b) => b.attributes.models_count, align: 'end', wide: true },
    {
      id: 'status',
      header: t`Situação`,
      sortable: true,
      cell: (b) => <StatusBadge value={b.attributes.status} labels={activeLabels} />,
    },
    {
      id: 'created_at',
      header: t`Criada em`,
      sortable: true,
      cell: (b) => formatDate(b.attributes.created_at),
      wide: true,
    },
  ]

  return (
    <div className="bo-page">
      <PageTitle title={t`Marcas, modelos e anos de veículos`} />
      <div className="bo-page-head">
        <h1>
          <Trans>Marcas, modelos e anos de veículos</Trans>
        </h1>
        <Button onClick={() => setSelected('new')}>
          <Trans>Nova marca</Trans>
        </Button>
      </div>
      <div className="bo-split">
        <DataTable
          label={t`Marcas`}
          columns={columns}
          rows={data?.data}
          rowKey={(b) => b.id}
          total={data?.meta.total}
          list={list}
          totalPages={data?.meta.total_pages}
          searchPlaceholder={t`Buscar por nome ou código`}
          filters={[
            {
              key: 'vehicle_type',
              label: t`Tipo de veículo`,
              all: t`Todos os tipos`,
              options: vehicleTypes.map((v) => ({ value: v, label: i18n._(vehicleTypeLabels[v]!) })),
            },
            {
              key: 'status',
              label: t`Situação`,
              all: t`Todas as situações`,
              options: activeStatuses.map((s) => ({ value: s, label: i18n._(activeLabels[s]!) })),
            },
          ]}
          onActivate={setSelected}
          selectedKey={current?.id ?? null}
          loading={isFetching}
          error={isError}
        />
        {selected && (
          <section className="bo-panel" aria-labelledby="brand-panel-title">
            <div className="bo-actions">
              <h2 id="brand-panel-title" className="bo-grow">
                {current ? current.attributes.name : <Trans>Nova marca</Trans>}
              </h2>
              <Button variant="ghost" small onClick={() => setSelected(null)}>
                <Trans>Fechar</Trans>
              </Button>
            </div>
            <BrandForm key={current?.id ?? 'new'} brand={current} onSave={save} />
            {current && <BrandModels brandId={current.id} />}
          </section>
        )}
      </div>
    </div>
  )
}
