import { expect, test, type Request } from '@playwright/test'
import { cameraPhoto, newAdvertiser, useToken } from './support/advertiser'

interface MediaDoc {
  data: { id: string }
  meta: { upload: { id: string; size: number; bytes_received: number } }
}

test('a photo upload cut midway resumes from the stored offset: every byte reaches the server once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await newAdvertiser(request)
  await useToken(context, baseURL!, token)
  const photo = await cameraPhoto(1600, 1200, 95)

  // Every PATCH the client sends (page or worker), with the offset it starts at.
  const patches: { offset: number; bytes: number; cut: boolean }[] = []
  let size = 0
  let cut = false
  await context.route('**/v1/uploads/*', async (route) => {
    const req = route.request()
    if (req.method() !== 'PATCH') return route.continue()
    const offset = Number(await req.headerValue('upload-offset'))
    const bytes = req.postDataBuffer()?.length ?? 0
    if (!cut && size > 0 && offset + bytes >= size / 2) {
      // The server stores this chunk, then the signal drops before its answer reaches the phone.
      cut = true
      patches.push({ offset, bytes, cut: true })
      await route.fetch()
      return route.abort('internetdisconnected')
    }
    patches.push({ offset, bytes, cut: false })
    return route.continue()
  })
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/v1/uploads')) size = Number(r.headers()['upload-length'])
  })

  await page.goto('/dashboard/properties/new')
  const media = page.waitForResponse((r) => /\/v1\/uploads\/[0-9a-f]{32}\/media$/.test(r.url()), {
    timeout: 30_000,
  })
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'sala.jpg', mimeType: 'image/jpeg', buffer: photo })
  const card = page.locator('.photo-card')
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })
  const doc = (await (await media).json()) as MediaDoc

  const at = patches.findIndex((p) => p.cut)
  expect(at, JSON.stringify(patches)).toBeGreaterThan(0)
  const dropped = patches[at]!
  const resumed = patches[at + 1]!
  console.log(
    `upload of ${size} B: ${patches.length} PATCHes; cut at offset ${dropped.offset} (+${dropped.bytes} B stored, ` +
      `answer lost); resumed at ${resumed.offset}; server bytes_received ${doc.meta.upload.bytes_received}`,
  )
  // The resumed PATCH starts where the server stopped (after the chunk whose answer was lost), not at 0…
  expect(resumed.offset).toBe(dropped.offset + dropped.bytes)
  // …the offsets line up end to end…
  for (let i = 1; i < patches.length; i++)
    expect(patches[i]!.offset).toBe(patches[i - 1]!.offset + patches[i - 1]!.bytes)
  // …and the server received each byte exactly once.
  expect(doc.meta.upload).toMatchObject({ size, bytes_received: size })
  await expect(card).toContainText('Enviada')
})
