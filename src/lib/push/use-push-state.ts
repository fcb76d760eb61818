import { useEffect, useState } from 'react'
import { errorMsg } from '../../domain/messages'
import { isApiError } from '../http/api-error'
import { readPushState, type PushState } from './push-subscription'

/**
 * This device's push state for a card that turns it on or off: read once on mount (`onRead` hears it), then changed
 * by `run(action)`, with the API's pt-BR refusal as `error`.
 */
export function usePushState(onRead?: (state: PushState) => void) {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    readPushState()
      .then((s) => {
        if (!alive) return
        setState(s)
        onRead?.(s)
      })
      .catch(() => alive && setState('unsupported'))
    return () => {
      alive = false
    }
    // Read once: a new callback each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true)
    setError(null)
    try {
      setState(await action())
    } catch (err) {
      setError(isApiError(err) ? (err.errors[0]?.detail ?? errorMsg.generic) : errorMsg.generic)
    } finally {
      setBusy(false)
    }
  }

  return { state, busy, error, run }
}
