import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OutboxError } from '../../../lib/offline/db'
import { PhotoCard } from './photo-card'
import { waitingOf, type PhotoState } from './use-photo-queue'

const photo = {
  kind: 'upload' as const,
  key: 'p1',
  name: 'fachada.jpg',
  originalBytes: 4_000_000,
  bytes: 300_000,
  width: 1600,
  height: 1200,
}
const noop = () => undefined

const statusOf = (error: OutboxError | null) => {
  const state: PhotoState = {
    status: 'pending',
    progress: 0,
    error: null,
    waitingFor: waitingOf({ status: 'pending', error }),
    preview: null,
  }
  render(
    <I18nProvider i18n={i18n}>
      <PhotoCard
        photo={photo}
        state={state}
        index={0}
        count={1}
        cover={false}
        onMove={noop}
        onRemove={noop}
        onCover={noop}
        onRetry={noop}
      />
    </I18nProvider>,
  )
  return screen.getByRole('listitem').textContent
}

describe('a queued photo says what it waits for', () => {
  it('the sign-in when the server asked for it, online', () => {
    const text = statusOf({ status: 401, detail: 'Faça login para continuar.' })
    expect(text).toContain('Aguardando login')
    expect(text).not.toContain('Aguardando conexão')
  })

  it('the connection when the network dropped, and just the queue before any try', () => {
    expect(statusOf({ status: 0, detail: 'Failed to fetch', code: 'network' })).toContain(
      'Aguardando conexão',
    )
    document.body.innerHTML = ''
    expect(statusOf(null)).toContain('Na fila')
  })
})
