import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  changePasswordSchema,
  messageDocumentSchema,
  profileTypeSchema,
  profileUpdateSchema,
  userDocumentSchema,
} from '../../../src/domain/account'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { createStorage } from '../../adapters/storage/from-config'
import { guessGuardsOf } from '../auth'
import { currentUserId, invalidToken, publicBaseUrl, sendEmailChangeLink } from '../auth'
import { loadUserDocument } from './repository'
import { changePassword, chooseProfile, updateProfile } from './service'

const tags = ['conta']
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema }
// A base64 data URL is 4/3 of the file, plus the JSON around it.
const PROFILE_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024

/** The signed-in advertiser: current user, choose-profile, profile (PUT /sign_up) and password (PUT /password). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordGuesses = guessGuardsOf(app, 'user').currentPassword()
  const storage = createStorage(app.config)

  const answerUser = async (userId: number) => {
    const doc = await loadUserDocument(app.db, userId)
    if (!doc) throw invalidToken()
    return doc
  }

  app.get(
    '/v1/users',
    {
      schema: {
        tags,
        summary: 'Usuário atual, com os telefones em `included`',
        response: { 200: userDocumentSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => answerUser(currentUserId(request)),
  )

  app.put(
    '/v1/users/profile_type',
    {
      schema: {
        tags,
        summary: 'Escolhe o tipo de perfil (owner, broker, business) após o primeiro acesso',
        description:
          'Uma vez escolhido, o tipo não muda: outro valor responde 422 pedindo contato com o suporte.',
        body: profileTypeSchema,
        response: { 200: userDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      await chooseProfile(app, userId, request.body.user.profile)
      return answerUser(userId)
    },
  )

  app.put(
    '/sign_up',
    {
      onRequest: app.requireUser,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Atualiza o perfil: nomes, apresentação, CPF, CRECI, telefones, avatar e e-mail (202)',
        description: [
          'Só os campos enviados mudam. `phones_attributes`: sem `id` adiciona, com `id` altera, com `_destroy` remove;',
          'de 1 a 3 telefones, ao menos um preenchido (máscara 99-99999-9999).',
          '`avatar`: `{ data_url: "data:image/jpeg;base64,…", crop: { x, y, width, height } }` (pixels da imagem), ou null para remover.',
          'Trocar o e-mail exige `current_password` (contas com senha) e um e-mail diferente do atual; o novo fica',
          'em `pending_email` e só passa a valer quando confirmado pelo link enviado a ele.',
        ].join(' '),
        body: profileUpdateSchema,
        response: { 202: userDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const { pendingEmail } = await passwordGuesses.check(userId, () =>
        updateProfile(app, storage, userId, request.body.user),
      )
      if (pendingEmail) {
        const baseUrl = publicBaseUrl(app)
        app.background.run('e-mail change link', () =>
          sendEmailChangeLink(app, userId, pendingEmail, baseUrl),
        )
      }
      return reply.status(202).send(await answerUser(userId))
    },
  )

  app.put(
    '/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Troca a senha (senha atual, nova e confirmação); encerra as outras sessões',
        body: changePasswordSchema,
        response: { 202: messageDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      await passwordGuesses.check(userId, () => changePassword(app.db, userId, request.body.user))
      await app.tokens.revokeAll('user', userId, request.auth?.sessionId)
      return reply.status(202).send({ meta: { message: 'Senha alterada com sucesso.' } })
    },
  )
}
