import { describe, expect, it } from 'vitest'
import { ownerStepIds } from './step-ids'
import { ownerSteps } from './steps'

describe('the owner flow screens', () => {
  it('are named by the route in the order the flow shows them', () => {
    expect(ownerSteps.map((s) => s.id)).toEqual([...ownerStepIds])
  })
})
