import type { TermKey } from '@/lib/terminology'
import type { StatusTone } from '@/ui'

type Status = 'reserved' | 'awaiting_payment' | 'paid' | 'cancelled' | 'completed'

/** An investment's status (openapi Investment.status) in words, with the tone of its badge. */
export function investmentStatus(
  status: Status,
  t: (key: TermKey) => string,
): { label: string; tone: StatusTone } {
  switch (status) {
    case 'reserved':
      return { label: 'Reserved', tone: 'info' }
    case 'awaiting_payment':
      return { label: t('awaiting_payment'), tone: 'warning' }
    case 'paid':
      return { label: 'Paid', tone: 'success' }
    case 'completed':
      return { label: 'Completed', tone: 'success' }
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' }
  }
}
