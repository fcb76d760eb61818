import type { UserAttributes, UserDocument } from '../../domain/account'

/** A GET /v1/users answer for web tests: a complete owner profile unless told otherwise. */
export function testUserDocument(attributes: Partial<UserAttributes> = {}): UserDocument {
  return {
    data: {
      id: '7',
      type: 'user',
      attributes: {
        first_name: 'Maria',
        last_name: 'Souza',
        email: 'maria@example.com',
        creci: null,
        cpf: null,
        presentation_name: null,
        presentation: null,
        show_profile: true,
        profile: 'owner',
        profile_chosen: true,
        is_profile_complete: true,
        can_edit_profile: false,
        has_password: true,
        email_verified: true,
        pending_email: null,
        avatar: null,
        status: 'active',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        ...attributes,
      },
      relationships: { phones: { data: [{ id: '1', type: 'phone' }] } },
    },
    included: [{ id: '1', type: 'phone', attributes: { number: '74-99123-4567', whatsapp: true } }],
  }
}
