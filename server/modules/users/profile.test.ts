import { generateCpf } from '@brazilian-utils/brazilian-utils'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mergeUserDocument, profileLockedMsg, type UserDocument } from '../../../src/domain/account'
import { msg } from '../../../src/domain/messages'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, errorAt, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

const putProfile = (token: string, user: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/sign_up', headers: bearer(token), payload: { user } })
const current = async (token: string) =>
  mergeUserDocument(
    (await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })).json<UserDocument>(),
  )

describe('choose profile', () => {
  it('sets the profile once, then locks it and says to contact support', async () => {
    const { token } = await signUpUser(t.app)
    const choose = (profile: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/users/profile_type',
        headers: bearer(token),
        payload: { user: { profile } },
      })

    const invalid = await choose('admin')
    expect(invalid.statusCode).toBe(422)
    expect(errorAt(invalid.json(), '/user/profile')).toBe('Perfil inválido')

    const res = await choose('broker')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.attributes).toMatchObject({
      profile: 'broker',
      profile_chosen: true,
      can_edit_profile: false,
    })
    expect((await choose('broker')).statusCode).toBe(200) // the same answer again (a replay) is fine

    const change = await choose('business')
    expect(change.statusCode).toBe(422)
    expect(change.json().errors[0]).toMatchObject({ code: 'profile_locked', detail: profileLockedMsg })
    expect(profileLockedMsg).toContain('entre em contato com o suporte')
    const viaProfile = await putProfile(token, { profile: 'owner' })
    expect(viaProfile.statusCode).toBe(422)
    expect(errorAt(viaProfile.json(), '/user/profile')).toBe(profileLockedMsg)
    expect((await current(token)).profile).toBe('broker')
  })
})

describe('PUT /sign_up', () => {
  it('needs a user token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/sign_up', payload: { user: {} } })
    expect(res.statusCode).toBe(401)
  })

  it('updates names and texts, adds, updates and removes phones, and computes completeness', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const before = await current(token)
    const [first, second] = before.phones
    const cpf = generateCpf()
    const res = await putProfile(token, {
      first_name: 'Ana',
      last_name: 'Lima',
      presentation_name: 'Ana Imóveis',
      presentation: 'Vendo e alugo em Irecê.',
      show_profile: false,
      cpf,
      phones_attributes: [
        { id: first?.id, number: '74-99999-1234', whatsapp: false },
        { id: second?.id, _destroy: true },
        { number: '74-98888-4321', whatsapp: true },
      ],
    })
    expect(res.statusCode).toBe(202)
    const user = mergeUserDocument(res.json<UserDocument>())
    expect(user).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lima',
      presentation_name: 'Ana Imóveis',
      show_profile: false,
      cpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      is_profile_complete: true,
    })
    expect(user.phones.map(({ number, whatsapp }) => ({ number, whatsapp }))).toEqual([
      { number: '74-99999-1234', whatsapp: false },
      { number: '74-98888-4321', whatsapp: true },
    ])
    expect(user.phones[0]?.id).toBe(first?.id)

    // Only what is sent changes.
    const again = await putProfile(token, { presentation: null })
    expect(again.statusCode).toBe(202)
    expect(mergeUserDocument(again.json())).toMatchObject({
      first_name: 'Ana',
      presentation: null,
      phones: user.phones,
    })
  })

  it('keeps between 1 and 3 phones, at least one filled, each with the mask', async () => {
    const { token } = await signUpUser(t.app)
    const phones = (await current(token)).phones
    const tooMany = await putProfile(token, {
      phones_attributes: [{ number: '74-99999-0001' }, { number: '74-99999-0002' }],
    })
    expect(tooMany.statusCode).toBe(422)
    expect(errorAt(tooMany.json(), '/user/phones_attributes')).toBe('Informe no máximo 3 telefones')

    const none = await putProfile(token, {
      phones_attributes: phones.map((p) => ({ id: p.id, _destroy: '1' })),
    })
    expect(errorAt(none.json(), '/user/phones_attributes')).toBe('Informe pelo menos 1 telefone')

    const blank = await putProfile(token, { phones_attributes: [{ id: phones[0]?.id, number: '' }] })
    expect(errorAt(blank.json(), '/user/phones_attributes/0/number')).toBe(msg.required)

    for (const number of ['7499999123', '74 99999-1234', '00-99999-1234', '(74) 99999-1234']) {
      const bad = await putProfile(token, { phones_attributes: [{ id: phones[1]?.id, number }] })
      expect(bad.statusCode).toBe(422)
      expect(errorAt(bad.json(), '/user/phones_attributes/0/number')).toBe('Telefone inválido')
    }
    const unknown = await putProfile(token, { phones_attributes: [{ id: 999999, number: '74-99999-1234' }] })
    expect(errorAt(unknown.json(), '/user/phones_attributes/0/id')).toBe('Telefone não encontrado')

    const three = await putProfile(token, { phones_attributes: [{ number: '74-3641-1234' }] })
    expect(three.statusCode).toBe(202)
    expect(mergeUserDocument(three.json()).phones).toHaveLength(3)
  })

  it('validates CPF and CRECI, and brokers need a CRECI to be complete', async () => {
    const { token } = await signUpUser(t.app, { profile: 'broker' })
    const cpf = await putProfile(token, { cpf: '123.456.789-00' })
    expect(errorAt(cpf.json(), '/user/cpf')).toBe('CPF inválido')
    const creci = await putProfile(token, { creci: 'abc' })
    expect(errorAt(creci.json(), '/user/creci')).toBe('CRECI inválido')
    const blankCreci = await putProfile(token, { creci: '' })
    expect(errorAt(blankCreci.json(), '/user/creci')).toBe(msg.required)

    const phones = (await current(token)).phones
    const withPhone = await putProfile(token, {
      phones_attributes: [{ id: phones[0]?.id, number: '74-99999-1234' }],
    })
    expect(mergeUserDocument(withPhone.json()).is_profile_complete).toBe(false)
    const done = await putProfile(token, { creci: '12345-f' })
    expect(done.statusCode).toBe(202)
    expect(mergeUserDocument(done.json())).toMatchObject({ creci: '12345-F', is_profile_complete: true })
  })

  it('changes the e-mail: different from the current one, with the current password, not taken', async () => {
    const { token, email } = await signUpUser(t.app)
    const taken = await signUpUser(t.app)
    const same = await putProfile(token, { email: email.toUpperCase(), current_password: PASSWORD })
    expect(errorAt(same.json(), '/user/email')).toBe('O novo e-mail deve ser diferente do atual')
    const invalid = await putProfile(token, { email: 'sem-arroba' })
    expect(errorAt(invalid.json(), '/user/email')).toBe('E-mail inválido')
    const noPassword = await putProfile(token, { email: uniqueEmail() })
    expect(errorAt(noPassword.json(), '/user/current_password')).toBe(msg.required)
    const wrong = await putProfile(token, { email: uniqueEmail(), current_password: 'errada-123' })
    expect(errorAt(wrong.json(), '/user/current_password')).toBe('Senha atual incorreta')
    const dup = await putProfile(token, { email: taken.email, current_password: PASSWORD })
    expect(errorAt(dup.json(), '/user/email')).toBe('Este e-mail já está cadastrado')

    const next = uniqueEmail('novo')
    const ok = await putProfile(token, { email: next, current_password: PASSWORD })
    expect(ok.statusCode).toBe(202)
    // The new address waits for the link sent to it (followed in the e-mail confirmation tests).
    expect(ok.json().data.attributes).toMatchObject({ email, pending_email: next })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      payload: { user: { email: next, password: PASSWORD } },
    })
    expect(signIn.statusCode).toBe(401)
  })

  it('stores an avatar as original, cropped and thumb variants, and removes it', async () => {
    const { token } = await signUpUser(t.app)
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const res = await putProfile(token, {
      avatar: {
        data_url: `data:image/png;base64,${png.toString('base64')}`,
        crop: { x: 50, y: 10, width: 280, height: 280 },
      },
    })
    expect(res.statusCode).toBe(202)
    const avatar = res.json().data.attributes.avatar as { original: string; cropped: string; thumb: string }
    expect(avatar.original).toMatch(/^\/media\/[0-9a-f]+\/original\.png$/)
    expect(avatar.cropped).toMatch(/^\/media\/[0-9a-f]+\/640\.webp$/)
    expect(avatar.thumb).toMatch(/^\/media\/[0-9a-f]+\/320\.webp$/)
    const size = async (url: string) => {
      const file = await t.app.inject({ method: 'GET', url })
      expect(file.statusCode).toBe(200)
      const meta = await sharp(file.rawPayload).metadata()
      return [meta.width, meta.height]
    }
    expect(await size(avatar.original)).toEqual([400, 300])
    expect(await size(avatar.cropped)).toEqual([280, 280])
    expect(await size(avatar.thumb)).toEqual([280, 280])

    const bad = await putProfile(token, { avatar: { data_url: 'data:image/gif;base64,R0lGODlh' } })
    expect(errorAt(bad.json(), '/user/avatar/data_url')).toBe('Formato de arquivo inválido')
    const fake = await putProfile(token, {
      avatar: { data_url: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` },
    })
    expect(errorAt(fake.json(), '/user/avatar/data_url')).toBe('Formato de arquivo inválido')

    const removed = await putProfile(token, { avatar: null })
    expect(removed.json().data.attributes.avatar).toBeNull()
  })
})

describe('PUT /password', () => {
  it('checks the current password, changes it and ends the other sessions', async () => {
    const { token, email } = await signUpUser(t.app)
    const otherSession = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      payload: { user: { email, password: PASSWORD } },
    })
    const otherToken = otherSession.json().meta.token as string
    const change = (user: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/password', headers: bearer(token), payload: { user } })

    const wrong = await change({
      current_password: 'nao-e-essa',
      password: 'nova-senha-456',
      password_confirmation: 'nova-senha-456',
    })
    expect(wrong.statusCode).toBe(422)
    expect(errorAt(wrong.json(), '/user/current_password')).toBe('Senha atual incorreta')
    const mismatch = await change({
      current_password: PASSWORD,
      password: 'nova-senha-456',
      password_confirmation: 'outra',
    })
    expect(errorAt(mismatch.json(), '/user/password_confirmation')).toBe('As senhas não coincidem')
    const short = await change({
      current_password: PASSWORD,
      password: '1234567',
      password_confirmation: '1234567',
    })
    expect(errorAt(short.json(), '/user/password')).toBe('Deve ter no mínimo 8 caracteres')

    const ok = await change({
      current_password: PASSWORD,
      password: 'nova-senha-456',
      password_confirmation: 'nova-senha-456',
    })
    expect(ok.statusCode).toBe(202)
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { user: { email, password } } })
    expect((await signIn(PASSWORD)).statusCode).toBe(401)
    expect((await signIn('nova-senha-456')).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })).statusCode).toBe(
      200,
    )
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(otherToken) })).statusCode,
    ).toBe(401)
  })
})
