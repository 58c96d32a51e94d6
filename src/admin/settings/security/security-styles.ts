import styled from 'styled-components'
import { Card } from '@/ui'

/** A settings form's card: one readable column, full width on a phone. */
export const FormCard = styled(Card)`
  width: 100%;
  max-width: 40rem;
`
