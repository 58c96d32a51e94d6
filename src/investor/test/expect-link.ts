import { within } from '@testing-library/react'
import { expect } from 'vitest'

/** Asserts that the link of that name, on the page or inside scope, leads to href. */
export const expectLink = (name: string | RegExp, href: string, scope = document.body) =>
  expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href)
