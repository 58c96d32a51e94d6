import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/button/button'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'

/**
 * "Show as table": the chart's numbers for anyone who would rather read them, and for screen
 * reader and keyboard users, to whom the drawing itself is only a summary.
 */
export function TableDisclosure({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <StyledDisclosure>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide table' : 'Show as table'}
        <VisuallyHidden> ({name})</VisuallyHidden>
      </Button>
      <div id={id} hidden={!open}>
        {open ? children : null}
      </div>
    </StyledDisclosure>
  )
}

const StyledDisclosure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    align-self: stretch;
  }
`
