import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LOADING_INDICATOR } from './loading-indicator-timings'
import { createLoadingIndicator, type IndicatorState } from './loading-indicator'

/** The 3 px page loading bar, driven by the router's pending state. */
export function LoadingBar() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const [state, setState] = useState<IndicatorState>({ visible: false, progress: 0 })
  const [indicator] = useState(() => createLoadingIndicator(setState))

  useEffect(() => {
    if (pending) indicator.start()
    else indicator.finish()
  }, [pending, indicator])
  useEffect(() => () => indicator.dispose(), [indicator])

  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      style={{
        height: LOADING_INDICATOR.height,
        opacity: state.visible ? 1 : 0,
        transform: `scaleX(${state.progress / 100})`,
      }}
    />
  )
}
