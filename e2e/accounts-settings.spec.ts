import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunch } from '../playwright.config'
import { acceptCookies, apiSignUp, uniqueEmail, useToken } from './support/accounts'
import { linkIn, waitForMail } from './support/mailbox'

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

// The agency's position map needs WebGL (see discovery-map.spec.ts).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-unsafe-swiftshader'] },
})

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** A 900×600 JPEG: not square, so the crop box has somewhere to move. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 11, g: 110, b: 79 } } })
    .jpeg()
    .toBuffer()

test('profile: field errors next to the fields, phones with the mask, and a cropped avatar', async ({
  page,
  request,
}) => {
  const user = await apiSignUp(request, { prefix: 'perfil', profile: 'broker' })
  await useToken(page, user.token)
  await page.goto('/dashboard/settings/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible()
  await expect(page.getByText('Tipo de perfil:')).toContainText('Corretor')
  await expect(
    page.getByText('O tipo de perfil não pode ser alterado. Para mudar, entre em contato com o suporte.'),
  ).toBeVisible()

  await field(page, 'CPF').fill('11111111111')
  await field(page, 'Telefone 1').fill('7499')
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(field(page, 'CPF')).toHaveAccessibleDescription('CPF inválido')
  await expect(field(page, 'CRECI')).toHaveAccessibleDescription(/Campo obrigatório/)
  await expect(field(page, 'Telefone 1')).toHaveAccessibleDescription('Telefone inválido')

  await field(page, 'CPF').fill('52998224725')
  await expect(field(page, 'CPF')).toHaveValue('529.982.247-25')
  await field(page, 'CRECI').fill('CRECI-BA 12345')
  await field(page, 'Telefone 1').fill('74991234567')
  await expect(field(page, 'Telefone 1')).toHaveValue('74-99123-4567')
  await page.getByRole('button', { name: 'Adicionar telefone' }).click()
  await expect(page.getByRole('button', { name: 'Adicionar telefone' })).toBeDisabled()
  await field(page, 'Telefone 3').fill('7436411234')
  await field(page, 'Nome de apresentação').click()
  await expect(field(page, 'Telefone 3')).toHaveValue('74-3641-1234')
  await page.getByRole('button', { name: 'Remover telefone 2' }).click()
  await expect(field(page, 'Telefone 3')).toHaveCount(0)
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByText('Perfil atualizado.')).toBeVisible()

  const me = await request.get('/v1/users', { headers: { Authorization: `Bearer ${user.token}` } })
  const doc = (await me.json()) as {
    data: { attributes: { cpf: string; creci: string; is_profile_complete: boolean } }
    included: { attributes: { number: string } }[]
  }
  expect(doc.data.attributes).toMatchObject({
    cpf: '529.982.247-25',
    creci: 'CRECI-BA 12345',
    is_profile_complete: true,
  })
  expect(doc.included.map((p) => p.attributes.number)).toEqual(['74-99123-4567', '74-3641-1234'])

  // The photo: chosen, cropped square in the dialog, then shown as the thumb.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Enviar foto' }).click()
  await (await chooser).setFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  const dialog = page.getByRole('dialog', { name: 'Recortar foto' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Zoom', { exact: true }).fill('2')
  const box = dialog.getByRole('group', { name: /Área de recorte/ })
  const before = await box.boundingBox()
  await box.focus()
  await page.keyboard.press('Shift+ArrowRight')
  const start = (await box.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 30, start.y + start.height / 2 + 10, { steps: 5 })
  await page.mouse.up()
  expect((await box.boundingBox())!.x).toBeGreaterThan(before!.x)
  await dialog.getByRole('button', { name: 'Usar esta foto' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Foto atualizada.')).toBeVisible()
  const thumb = page.getByRole('img', { name: 'Sua foto de perfil' })
  await expect(thumb).toHaveAttribute('src', /\/media\/[^/]+\/320\.webp$/)
  // Zoom 2 on a 600 px tall photo: a 300 px square crop (variants are never enlarged).
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([300, 300])
})

test('agency data: tabs general, address and phones, each saved on its own', async ({ page, request }) => {
  const user = await apiSignUp(request, {
    prefix: 'imobiliaria',
    profile: 'business',
    phone: '74-99222-3344',
  })
  await useToken(page, user.token)
  await page.goto('/dashboard/settings/company')
  await expect(page.getByRole('heading', { level: 1, name: 'Dados da imobiliária' })).toBeVisible()

  await field(page, 'Nome da imobiliária').fill('Imobiliária Chapada')
  await field(page, 'CNPJ').fill('11222333000180')
  await page.getByRole('button', { name: 'Salvar', exact: true }).first().click()
  await expect(field(page, 'CNPJ')).toHaveAccessibleDescription('CNPJ inválido')
  await field(page, 'CNPJ').fill('11222333000181')
  await expect(field(page, 'CNPJ')).toHaveValue('11.222.333/0001-81')
  await field(page, 'E-mail de contato').fill('contato@chapada.example.com')
  await page.getByRole('tabpanel', { name: 'Geral' }).getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Dados da imobiliária salvos.')).toBeVisible()

  await page.getByRole('tab', { name: 'Endereço' }).click()
  const address = page.getByRole('tabpanel', { name: 'Endereço' })
  await address.getByLabel('CEP').fill('449000')
  await address.getByRole('button', { name: 'Salvar' }).click()
  await expect(address.getByLabel('CEP')).toHaveAccessibleDescription('CEP inválido')
  await address.getByLabel('CEP').fill('44900000')
  await expect(address.getByLabel('CEP')).toHaveValue('44900-000')
  await address.getByLabel('Cidade').selectOption({ label: 'Irecê - BA' })
  await address.getByLabel('Rua').fill('Rua Lauro de Freitas')
  await address.getByLabel('Número').fill('120')
  await address.getByLabel('Bairro').fill('Centro')
  await address.getByLabel('Mostrar a imobiliária no mapa').check()
  // The pin starts on Irecê's centre; one press of the up arrow moves it about 20 m north.
  await expect(
    address.getByText('Marcamos o centro da cidade. Arraste o marcador até o endereço.'),
  ).toBeVisible()
  await address.getByRole('button', { name: /Marcador da posição/ }).press('ArrowUp')
  await expect(address.getByText('Posição marcada. Arraste o marcador para ajustar.')).toBeVisible()
  await address.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Endereço salvo.')).toBeVisible()

  await page.getByRole('tab', { name: 'Telefones' }).click()
  const phones = page.getByRole('tabpanel', { name: 'Telefones' })
  await phones.getByRole('button', { name: 'Salvar' }).click()
  await expect(phones.getByLabel('Telefone 1')).toHaveAccessibleDescription('Campo obrigatório')
  await phones.getByLabel('Telefone 1').fill('7436410000')
  await phones.getByRole('button', { name: 'Adicionar telefone' }).click()
  await phones.getByLabel('Telefone 2').fill('74988887777')
  const whatsapp = phones.getByRole('switch', { name: 'WhatsApp' })
  await whatsapp.nth(0).check()
  await whatsapp.nth(1).check()
  await expect(whatsapp.nth(0)).not.toBeChecked()
  await phones.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Telefones salvos.')).toBeVisible()

  const agency = (await (
    await request.get('/v1/agency', { headers: { Authorization: `Bearer ${user.token}` } })
  ).json()) as {
    data: { attributes: Record<string, unknown> }
    included: { attributes: { number: string; whatsapp: boolean } }[]
  }
  expect(agency.data.attributes).toMatchObject({
    name: 'Imobiliária Chapada',
    cnpj: '11.222.333/0001-81',
    zip_code: '44900-000',
    city_id: 2914604,
    state: 'BA',
    show_on_map: true,
  })
  expect(agency.data.attributes.lat).toBeCloseTo(-11.3039 + 0.0002, 6)
  expect(agency.data.attributes.lng).toBeCloseTo(-41.8558, 6)
  expect(agency.included.map((p) => p.attributes)).toEqual([
    { number: '74-3641-0000', whatsapp: false },
    { number: '74-98888-7777', whatsapp: true },
  ])
})

test('agency data is for agencies only', async ({ page, request }) => {
  const user = await apiSignUp(request, { prefix: 'dono', profile: 'owner', phone: '74-99333-4455' })
  await useToken(page, user.token)
  await page.goto('/dashboard/settings/company')
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Configurações' })
      .getByRole('link', { name: 'Dados da imobiliária' }),
  ).toHaveCount(0)
})

test('change e-mail and change password', async ({ page, request }) => {
  const user = await apiSignUp(request, { prefix: 'troca', profile: 'owner', phone: '74-99444-5566' })
  await useToken(page, user.token)
  await page.goto('/dashboard/settings/change-email')
  await field(page, 'Novo e-mail').fill(user.email.toUpperCase())
  await field(page, 'Senha atual').fill(user.password)
  await page.getByRole('button', { name: 'Alterar e-mail' }).click()
  await expect(field(page, 'Novo e-mail')).toHaveAccessibleDescription(
    'O novo e-mail deve ser diferente do atual',
  )
  const newEmail = uniqueEmail('novo')
  await field(page, 'Novo e-mail').fill(newEmail)
  await field(page, 'Senha atual').fill('nao-e-esta')
  await page.getByRole('button', { name: 'Alterar e-mail' }).click()
  await expect(field(page, 'Senha atual')).toHaveAccessibleDescription('Senha atual incorreta')
  await field(page, 'Senha atual').fill(user.password)
  const since = Date.now() - 1000
  await page.getByRole('button', { name: 'Alterar e-mail' }).click()
  // The new address applies once the link sent to it is followed.
  await expect(page.getByText(`Enviamos um link para ${newEmail}.`)).toBeVisible()
  await expect(page.getByText(`Aguardando confirmação: ${newEmail}`)).toBeVisible()
  await expect(page.getByText(`E-mail atual: ${user.email}`)).toBeVisible()
  await page.goto(linkIn(await waitForMail(newEmail, since), '/confirmar-email/'))
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail trocado' })).toBeVisible()
  await page.getByRole('link', { name: 'Ir para as configurações' }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await page.getByRole('link', { name: /Alterar e-mail/ }).click()
  await expect(page.getByText(`E-mail atual: ${newEmail}`)).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Configurações' })
    .getByRole('link', { name: 'Alterar senha' })
    .click()
  // Both pages have a "Senha atual" field: wait for the new page, or the old one (still shown while the new one
  // loads) gets the typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible()
  const newPassword = 'Outra-Senha-Boa-2026'
  await field(page, 'Senha atual').fill('nao-e-esta')
  await field(page, 'Nova senha').fill(newPassword)
  await field(page, 'Confirme a nova senha').fill(`${newPassword}!`)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(field(page, 'Confirme a nova senha')).toHaveAccessibleDescription('As senhas não coincidem')
  await field(page, 'Confirme a nova senha').fill(newPassword)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(field(page, 'Senha atual')).toHaveAccessibleDescription('Senha atual incorreta')
  await field(page, 'Senha atual').fill(user.password)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible()

  const signIn = await request.post('/v1/auth/sign_in', {
    data: { user: { email: newEmail, password: newPassword } },
  })
  expect(signIn.status()).toBe(200)
})

test('too many sign-in attempts show the 429 message', async ({ page }) => {
  const email = uniqueEmail('limite')
  await page.goto('/entrar')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill('tentativa-errada')
  const submit = page.getByRole('button', { name: 'Entrar', exact: true })
  // Sign-in allows 10 tries a minute for an address and e-mail.
  for (let i = 0; i < 10; i++) {
    await submit.click()
    await expect(submit).toBeEnabled()
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos, tente novamente.')
  }
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(
    /Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\./,
  )
})
