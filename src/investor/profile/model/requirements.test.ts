import { describe, expect, it } from 'vitest'
import { requirementLines, type Requirement, type SignUpDocument } from './requirements'

const type = (id: number, name: string, order: number, required = 1, sig = 0) =>
  ({ id, name, order, is_required: required, requires_signature: sig }) as SignUpDocument
const row = (id: number, name: string, typeId: number | null, sig = 0) =>
  ({
    id,
    name,
    onboarding_document_type_id: typeId,
    requires_signature: sig,
    status: 'required',
  }) as Requirement

describe('requirementLines', () => {
  const types = [
    type(1, 'Terms of Business', 1, 1, 1),
    type(2, 'Proof of address', 2),
    type(3, 'Proof of identity', 3),
    type(4, 'Source of funds', 4, 0),
  ]

  it('orders the investor’s uploads as the sign-up documents are, each required or optional', () => {
    const lines = requirementLines(
      [
        row(10, 'Proof of identity', 3),
        row(11, 'Proof of address', 2),
        row(12, 'Terms of Business', 1, 1),
      ],
      types,
    )
    expect(lines.map((l) => [l.name, l.required, l.row?.id ?? null])).toEqual([
      ['Proof of address', true, 11],
      ['Proof of identity', true, 10],
      ['Source of funds', false, null],
    ])
  })

  it('matches a row from before the link by name; an unknown one counts as required', () => {
    const lines = requirementLines(
      [row(10, 'Proof of address', null), row(11, 'Bank letter', null)],
      [type(2, 'Proof of address', 1, 0)],
    )
    expect(lines.map((l) => [l.name, l.required])).toEqual([
      ['Proof of address', false],
      ['Bank letter', true],
    ])
  })
})
