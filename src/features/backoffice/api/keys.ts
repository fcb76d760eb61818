// Query keys of the back office: everything under ['backoffice'], so signing out (forgetAdmin) drops it all.
export const boKeys = {
  all: ['backoffice'] as const,
  overview: ['backoffice', 'overview'] as const,
  list: (name: string, params: object) => ['backoffice', name, 'list', params] as const,
  lists: (name: string) => ['backoffice', name] as const,
  one: (name: string, id: string) => ['backoffice', name, 'one', id] as const,
}
