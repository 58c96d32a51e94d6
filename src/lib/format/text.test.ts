import { capitalise } from './text'

describe('capitalise', () => {
  it('upper-cases the first letter only, and leaves an empty text empty', () => {
    expect(capitalise('investment opportunity')).toBe('Investment opportunity')
    expect(capitalise('pending KYC')).toBe('Pending KYC')
    expect(capitalise('')).toBe('')
  })
})
