/** One draft per device for the owner's flow: a visitor's answers wait here until they sign up or in and create. */
export const OWNER_DRAFT_KEY = 'property:owner'
