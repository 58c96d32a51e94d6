import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

export const field = (name: string) => screen.getByRole('textbox', { name })

/** Types the new investor's name and email into the create form. */
export async function typeInvestor(first: string, surname: string, email: string) {
  await userEvent.type(field('First name'), first)
  await userEvent.type(field('Surname'), surname)
  await userEvent.type(field('Email'), email)
}

/** The tenant's required custom attribute (settings → custom attributes). */
export const chooseSourceOfWealth = () =>
  userEvent.selectOptions(screen.getByRole('combobox', { name: /Source of wealth/ }), 'Employment')
