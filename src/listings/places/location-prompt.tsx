import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { towns } from '../../domain/region'
import { Button } from '../../ui/button'
import { PinIcon } from '../../ui/icons'
import { nearestTown, saveLocationPreference } from './location-answer'
import type { LocationPreference } from './location-preference'
import './location-prompt.css'
import '../../lib/i18n/discovery-catalog'

type Phase = 'ask' | 'locating' | 'failed'

/**
 * Home: asks once whether to use the current location, to show listings of the nearest town. The position never
 * leaves the device: only the town is kept. Not modal: the page stays usable while it waits for an answer.
 */
export default function LocationPrompt() {
  const { t } = useLingui()
  const [phase, setPhase] = useState<Phase>('ask')
  // Saving tells the page (LOCATION_EVENT): the question closes and "perto de você" follows the answer.
  const answer = (preference: LocationPreference) => saveLocationPreference(preference)
  const locate = () => {
    setPhase('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        answer({
          answer: 'town',
          slug: nearestTown(coords.latitude, coords.longitude).slug,
          source: 'geolocation',
        }),
      () => setPhase('failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60 * 60 * 1000 },
    )
  }

  return (
    <section className="location-prompt" role="dialog" aria-labelledby="location-prompt-title">
      <PinIcon size={28} className="location-prompt-icon" />
      <div className="location-prompt-body">
        <h2 id="location-prompt-title">
          {phase === 'failed' ? t`Em qual cidade você está?` : t`Ver imóveis perto de você?`}
        </h2>
        {phase === 'failed' ? (
          <>
            <p>
              <Trans>Não foi possível obter sua localização. Escolha sua cidade:</Trans>
            </p>
            <ul className="location-prompt-towns">
              {towns.map((town) => (
                <li key={town.slug}>
                  <button
                    type="button"
                    className="chip"
                    onClick={() => answer({ answer: 'town', slug: town.slug, source: 'chosen' })}
                  >
                    {town.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            <Trans>
              Usamos sua localização só para escolher a cidade mais próxima. Ela não sai do seu aparelho.
            </Trans>
          </p>
        )}
        <div className="location-prompt-actions">
          {phase !== 'failed' && (
            <Button small onClick={locate} disabled={phase === 'locating'} aria-busy={phase === 'locating'}>
              {phase === 'locating' ? t`Localizando…` : t`Usar localização`}
            </Button>
          )}
          <Button small variant="ghost" onClick={() => answer({ answer: 'declined' })}>
            {t`Agora não`}
          </Button>
        </div>
      </div>
    </section>
  )
}
