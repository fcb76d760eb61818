// Browsers always have IndexedDB (the query cache, outbox and favourites live there); jsdom does not.
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tests run without the compiled catalog: in non-production builds the macros carry the source message.
i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })

afterEach(() => {
  cleanup()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  })
  localStorage.clear()
  sessionStorage.clear()
})
