import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'
import { uploadMsg, type CurrentUser } from '../../../../domain/account'
import { MAX_UPLOAD_BYTES } from '../../../../domain/constants'
import { Button } from '../../../../ui/button'
import { toast } from '../../../../ui/toast-store'
import { useUpdateProfile } from '../../api/update-profile'
import { applyServerErrors } from '../../../../lib/forms/server-errors'
import { CropDialog, type Crop } from './crop-dialog'
import '../../../../lib/i18n/account-catalog'

const TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

/** The profile photo: pick a JPEG, PNG or WebP (5 MB at most), crop it square, and see the thumb. */
export function AvatarField({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const update = useUpdateProfile()
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [cropError, setCropError] = useState<string | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    setError(null)
    if (!file) return
    if (!TYPES.includes(file.type)) return setError(uploadMsg.format)
    if (file.size > MAX_UPLOAD_BYTES) return setError(uploadMsg.tooBig(MAX_MB))
    try {
      setCropError(null)
      setPicked(await readAsDataUrl(file))
    } catch {
      setError(uploadMsg.invalid)
    }
  }

  const save = async (avatar: { data_url: string; crop: Crop } | null) => {
    try {
      await update.mutateAsync({ user: { avatar } })
      setPicked(null)
      toast.add({ severity: 'success', summary: avatar ? t`Foto atualizada.` : t`Foto removida.` })
    } catch (e) {
      const message = applyServerErrors(e, () => undefined, { fields: [] })
      if (avatar) setCropError(message)
      else setError(message)
    }
  }

  const initial = (user.first_name || user.email).charAt(0).toUpperCase()
  return (
    <div className="avatar-field">
      {user.avatar ? (
        <img
          className="avatar-thumb"
          src={user.avatar.thumb}
          alt={t`Sua foto de perfil`}
          width="96"
          height="96"
        />
      ) : (
        <span className="avatar-thumb avatar-initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <div className="avatar-actions">
        <p className="field-label">
          <Trans>Foto de perfil</Trans>
        </p>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={TYPES.join(',')}
          hidden
          onChange={(e) => void onFile(e)}
        />
        <div className="avatar-buttons">
          <Button
            variant="secondary"
            small
            onClick={() => input.current?.click()}
            aria-describedby="avatar-hint"
          >
            {user.avatar ? <Trans>Alterar foto</Trans> : <Trans>Enviar foto</Trans>}
          </Button>
          {user.avatar && (
            <Button variant="ghost" small disabled={update.isPending} onClick={() => void save(null)}>
              <Trans>Remover foto</Trans>
            </Button>
          )}
        </div>
        {error ? (
          <p className="field-error" role="alert" id="avatar-hint">
            {error}
          </p>
        ) : (
          <p className="field-hint" id="avatar-hint">
            <Trans>JPEG, PNG ou WebP de até {MAX_MB} MB.</Trans>
          </p>
        )}
      </div>
      {picked && (
        <CropDialog
          src={picked}
          pending={update.isPending}
          error={cropError}
          onCancel={() => setPicked(null)}
          onConfirm={(crop) => void save({ data_url: picked, crop })}
        />
      )}
    </div>
  )
}
