import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getEntry, list } from '../../lib/offline/outbox'
import { replayOutbox } from '../../lib/offline/replay'
import { fakeServer, freshIndexedDb } from '../../lib/offline/test-helpers'
import { claimNext } from '../../lib/offline/transitions'
import { storeRevealedPhones } from '../../listings/contact/revealed-phones'
import { ContactForm } from './contact-form'
import { WHATSAPP_FALLBACK_AFTER_MS } from './whatsapp-text'

const listing = { type: 'property' as const, id: '7', name: 'Casa no Centro' }
const QUEUED = 'Sem conexão: sua mensagem será enviada quando o sinal voltar'
const MESSAGE = 'Ainda está disponível? Posso visitar sábado.'
const NOW_BUTTON = { name: 'Enviar pelo WhatsApp agora' }
const OFFER_LINK = { name: 'Enviar pelo WhatsApp' }

beforeEach(async () => {
  await freshIndexedDb()
  // jsdom lays nothing out; the write's status scrolls itself into view on a real screen.
  Element.prototype.scrollIntoView = () => {}
  history.replaceState(null, '', '/imovel/casa-no-centro-7')
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The detail page's form, for an advertiser whose WhatsApp this visitor already revealed (or not). */
function renderForm(channels = { call: true, whatsapp: true }, advertiserId = 'adv-1') {
  storeRevealedPhones('adv-1', [
    { number: '74-3641-0000', whatsapp: false },
    { number: '74-99123-4567', whatsapp: true },
  ])
  render(
    <I18nProvider i18n={i18n}>
      <ContactForm listing={listing} advertiser={{ id: advertiserId, channels }} />
    </I18nProvider>,
  )
}

/** Fills and sends the form while offline: the message waits in the outbox. */
async function sendOffline() {
  fireEvent.input(screen.getByLabelText('Nome'), { target: { value: 'Ana Souza' } })
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } })
  fireEvent.input(screen.getByLabelText('Mensagem'), { target: { value: MESSAGE } })
  fireEvent.click(screen.getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }))
  await screen.findByText(QUEUED)
  expect(await list()).toHaveLength(1)
}

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text')

describe('a waiting message offered by WhatsApp', () => {
  it('is offered once it waited three minutes, with the visitor’s name, the listing and their text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    renderForm()
    await sendOffline()
    expect(screen.getByRole('button', NOW_BUTTON)).toBeTruthy()
    expect(screen.queryByRole('link', OFFER_LINK)).toBeNull()

    act(() => vi.advanceTimersByTime(WHATSAPP_FALLBACK_AFTER_MS - 5_000))
    expect(screen.queryByRole('link', OFFER_LINK)).toBeNull()

    act(() => vi.advanceTimersByTime(5_000))
    const link = await screen.findByRole('link', OFFER_LINK)
    expect(screen.getByText('Sua mensagem ainda não saiu deste aparelho.')).toBeTruthy()
    const href = link.getAttribute('href')
    expect(href?.startsWith('https://wa.me/5574991234567?text=')).toBe(true)
    expect(textOf(href)).toBe(
      `Olá! Sou Ana Souza. Vi o anúncio "Casa no Centro" no Mercado Irecê: ${location.origin}/imovel/casa-no-centro-7\n\n${MESSAGE}`,
    )
    // Still waiting in the outbox until the visitor takes it.
    expect(await list()).toHaveLength(1)
  })

  it('is not offered where the advertiser does not take WhatsApp, nor without their number on the device', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    renderForm({ call: true, whatsapp: false })
    await sendOffline()
    act(() => vi.advanceTimersByTime(WHATSAPP_FALLBACK_AFTER_MS + 1_000))
    expect(screen.queryByRole('button', NOW_BUTTON)).toBeNull()
    expect(screen.queryByRole('link', OFFER_LINK)).toBeNull()
    screen.getByText(QUEUED)
  })

  it('is not offered while the advertiser’s WhatsApp number was never revealed here', async () => {
    renderForm({ call: true, whatsapp: true }, 'adv-unrevealed')
    await sendOffline()
    expect(screen.queryByRole('button', NOW_BUTTON)).toBeNull()
  })

  it('at once when asked: taking it withdraws the queued copy, opens WhatsApp, and a replay sends nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderForm()
    await sendOffline()
    fireEvent.click(screen.getByRole('button', NOW_BUTTON))
    const link = await screen.findByRole('link', OFFER_LINK)
    const href = link.getAttribute('href')
    expect(textOf(href)).toContain(MESSAGE)

    fireEvent.click(link)
    await screen.findByText('Mensagem levada ao WhatsApp')
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer')
    expect(screen.getByRole('link', { name: 'Abrir o WhatsApp de novo' }).getAttribute('href')).toBe(href)
    expect(await list()).toEqual([])

    const server = fakeServer()
    const result = await replayOutbox({ fetch: server.fetch, lock: null })
    expect(result.sent).toBe(0)
    expect(server.calls).toHaveLength(0)
  })

  it('when the replayer claimed it just before the tap: nothing withdrawn, nothing opened, the visitor is told', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderForm()
    await sendOffline()
    fireEvent.click(screen.getByRole('button', NOW_BUTTON))
    const link = await screen.findByRole('link', OFFER_LINK)
    const [queued] = await list()

    // The signal returns and a replayer claims the entry; the tap lands before the page has re-read it.
    expect((await claimNext(Date.now(), 60_000))?.id).toBe(queued?.id)
    fireEvent.click(link)

    await screen.findByText('Sua mensagem já está sendo enviada pelo site: não é preciso usar o WhatsApp.')
    expect(open).not.toHaveBeenCalled()
    expect((await getEntry(queued?.id ?? ''))?.status).toBe('uploading')
    expect(screen.queryByRole('link', OFFER_LINK)).toBeNull()
  })

  it('is withdrawn from the offer when a replayer takes the message before the visitor does', async () => {
    renderForm()
    await sendOffline()
    fireEvent.click(screen.getByRole('button', NOW_BUTTON))
    await screen.findByRole('link', OFFER_LINK)
    await act(() => claimNext(Date.now(), 60_000))
    await vi.waitFor(() => expect(screen.queryByRole('link', OFFER_LINK)).toBeNull())
  })
})
