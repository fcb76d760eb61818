import './pwa-prompts.css'
import { InstallPrompt } from './install-prompt'
import { UpdatePrompt } from './update-prompt'

/** The update prompt (top) and the install banner (bottom); loaded by <PwaPrompts /> when one is due. */
export default function PwaBanners() {
  return (
    <>
      <UpdatePrompt />
      <InstallPrompt />
    </>
  )
}
