import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { buttonClass } from '../../ui/button'
import { LinkIcon, ShareIcon } from '../../ui/detail-icons'
import { Dialog } from '../../ui/dialog'
import { ChatIcon } from '../../ui/detail-icons'
import { canonicalUrl, copyText, whatsappShareUrl } from './share-links'
import '../../ui/field.css'
import './share.css'
import '../../lib/i18n/discovery-catalog'

type CopyState = 'idle' | 'copied' | 'failed'

/** The share modal of a listing page. */
export default function ShareDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useLingui()
  const url = canonicalUrl(window.location)
  const [copy, setCopy] = useState<CopyState>('idle')
  const canShare = typeof navigator.share === 'function'

  useEffect(() => {
    if (copy !== 'copied') return
    const timer = setTimeout(() => setCopy('idle'), 3000)
    return () => clearTimeout(timer)
  }, [copy])

  const nativeShare = async () => {
    try {
      await navigator.share({ title, text: title, url })
      onClose()
    } catch {
      // Cancelled by the user, or refused: the other options stay.
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Compartilhar anúncio`} closeOnMask>
      <p className="share-title">{title}</p>
      <div className="share-actions">
        <a
          className={buttonClass({ variant: 'whatsapp', block: true })}
          href={whatsappShareUrl(title, url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon />
          {t`Enviar pelo WhatsApp`}
        </a>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', block: true })}
          onClick={async () => setCopy((await copyText(url)) ? 'copied' : 'failed')}
        >
          <LinkIcon />
          {copy === 'copied' ? t`Link copiado!` : t`Copiar link`}
        </button>
        {canShare && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', block: true })}
            onClick={nativeShare}
          >
            <ShareIcon />
            {t`Mais opções`}
          </button>
        )}
      </div>
      <label className="field-label" htmlFor="share-url">
        {t`Endereço do anúncio`}
      </label>
      <input
        id="share-url"
        className="input share-url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="share-feedback" role="status">
        {copy === 'copied'
          ? t`Link copiado. Cole onde quiser compartilhar.`
          : copy === 'failed'
            ? t`Não foi possível copiar. Selecione o endereço acima e copie.`
            : ''}
      </p>
    </Dialog>
  )
}
