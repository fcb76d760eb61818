// Browsers always have IndexedDB (the query cache, outbox and favourites live there); jsdom does not.
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// A screen behind a lazy route loads its chunk (and its loader's) first: under a full test run on two cores that
// takes seconds, where testing-library waits one by default.
configure({ asyncUtilTimeout: 5_000 })

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
