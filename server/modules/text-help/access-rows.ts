// "Gerar descrição" in the access-control table (server/access-control.test.ts): any signed-in advertiser, never
// an admin's token or nobody. Test-only.

type Expect = [anonymous: number, other: number, owner: number, admin: number]

export const textHelpRows: Record<string, { call: () => { payload: unknown }; expect: Expect }> = {
  'POST /v1/text/description': {
    call: () => ({ payload: { kind: 'property', category: 'house', listing_type: 'sale', bedroom: 2 } }),
    expect: [401, 200, 200, 403],
  },
}
