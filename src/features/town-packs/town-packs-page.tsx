import '../../lib/i18n/visitor-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { formatBytes } from '../../lib/format/bytes'
import { buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { townPacksQueryOptions } from './api/get-town-packs'
import { readStorage, type StorageState } from './storage'
import { TownPackRow } from './town-pack-row'
import './town-packs.css'

/** "Ver sem internet": each town's listings to download, its size shown before anything is fetched. */
export function TownPacksPage({ town }: { town?: string }) {
  const { t } = useLingui()
  const packs = useQuery(townPacksQueryOptions())
  const [storage, setStorage] = useState<StorageState | null>(null)
  const refreshStorage = useCallback(() => void readStorage().then(setStorage), [])
  useEffect(refreshStorage, [refreshStorage])
  // The town asked for first (from /imoveis of that town), then the others.
  const rows = [...(packs.data ?? [])].sort((a, b) => Number(b.town === town) - Number(a.town === town))
  return (
    <section className="container section town-packs" aria-labelledby="town-packs-title">
      <PageTitle title={t`Ver sem internet`} />
      <h1 id="town-packs-title">
        <Trans>Ver anúncios sem internet</Trans>
      </h1>
      <p>
        <Trans>
          Baixe os anúncios de uma cidade (fotos pequenas, detalhes e mapa) e procure, filtre e abra qualquer
          um deles mesmo sem sinal. O pacote se atualiza sozinho quando houver conexão.
        </Trans>
      </p>
      {storage?.quota != null && storage.usage != null && (
        <p className="town-packs-storage">
          <Trans>
            Espaço usado pelo site neste aparelho: {formatBytes(storage.usage)} de{' '}
            {formatBytes(storage.quota)} disponíveis.
          </Trans>{' '}
          {storage.persisted ? (
            <Trans>Os pacotes ficam guardados mesmo com pouco espaço.</Trans>
          ) : (
            <Trans>Com pouco espaço, o navegador pode apagar os pacotes.</Trans>
          )}
        </p>
      )}
      {packs.isPending && (
        <p>
          <Trans>Carregando cidades…</Trans>
        </p>
      )}
      {packs.isError && (
        <p>
          <Trans>Sem conexão: a lista de cidades aparece quando o sinal voltar.</Trans>
        </p>
      )}
      <ul className="town-packs-list">
        {rows.map((pack) => (
          <TownPackRow key={pack.town} pack={pack} onChange={refreshStorage} />
        ))}
      </ul>
      <Link
        to="/imoveis"
        search={town ? { city: town } : {}}
        className={buttonClass({ variant: 'secondary' })}
      >
        <Trans>Ver imóveis</Trans>
      </Link>
    </section>
  )
}
