import { Component, type ReactNode } from 'react'
import styled from 'styled-components'

/**
 * A chart that cannot be drawn (its code failed to download, or recharts threw) must not take
 * the page down: the figure keeps its place and its table, and says so.
 */
export class ChartBoundary extends Component<
  { height: number; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <StyledFailed style={{ height: this.props.height }}>
        The chart could not be drawn. Its figures are in the table below.
      </StyledFailed>
    )
  }
}

const StyledFailed = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colours.textMuted};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`
