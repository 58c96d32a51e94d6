import { changeDirection } from '@/lib/format'
import { ChangeIndicator } from '@/ui'
import { changeWords } from '../model/change'

/** The overview's change in words: "Up 29.85% on what you invested". */
export function ChangeDetail({ amount, percent }: { amount: number; percent: number }) {
  return (
    <ChangeIndicator direction={changeDirection(amount)}>
      <span>{changeWords(amount, percent)} on what you invested</span>
    </ChangeIndicator>
  )
}
