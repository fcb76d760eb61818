import { setPwaPrompt, usePwaPrompts } from './prompt-store'

/** "Nova versão disponível": shown while a new service worker waits for the user's go-ahead. */
export function UpdatePrompt() {
  const { update } = usePwaPrompts()
  if (!update) return null
  return (
    <div className="pwa-banner pwa-banner--update" role="status">
      <p className="pwa-banner__text">
        <strong>Nova versão disponível</strong>
      </p>
      <button type="button" className="pwa-banner__action" onClick={update}>
        Atualizar
      </button>
      <button
        type="button"
        className="pwa-banner__close"
        aria-label="Depois"
        onClick={() => setPwaPrompt({ update: null })}
      >
        ×
      </button>
    </div>
  )
}
