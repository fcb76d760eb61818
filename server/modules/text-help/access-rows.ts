// "Gerar descrição" in the access-control table (server/access-control.test.ts): a visitor drafting before sign-up
// (limited per address) and any signed-in advertiser, never an admin's token. Test-only.

type Expect = [anonymous: number, other: number, owner: number, admin: number]

export const textHelpRows: Record<string, { call: () => { payload: unknown }; expect: Expect }> = {
  'POST /v1/text/description': {
    call: () => ({ payload: { kind: 'property', category: 'house', listing_type: 'sale', bedroom: 2 } }),
    expect: [200, 200, 200, 403],
  },
}
