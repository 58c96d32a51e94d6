// @vitest-environment dom
import { findByText, queryByText } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AfterFirstPaint } from './after-first-paint'

// A root of its own, outside act(): act would run the follow-up render before returning, and
// the point is what the first commit holds.
let container: HTMLElement
let root: Root
let actEnvironment: unknown
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})
afterEach(() => {
  root.unmount()
  container.remove()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
})

describe('AfterFirstPaint', () => {
  it('leaves its children out of the commit that first shows the page, then shows them', async () => {
    flushSync(() =>
      root.render(
        <main>
          <h1>Your portfolio</h1>
          <AfterFirstPaint>
            <section>Needs your attention</section>
          </AfterFirstPaint>
        </main>,
      ),
    )
    expect(container).toHaveTextContent('Your portfolio')
    expect(queryByText(container, 'Needs your attention')).toBeNull()
    expect(await findByText(container, 'Needs your attention')).toBeInTheDocument()
  })

  it('keeps its children once shown when the page renders again', async () => {
    const page = (title: string) => (
      <main>
        <h1>{title}</h1>
        <AfterFirstPaint>
          <section>Latest news</section>
        </AfterFirstPaint>
      </main>
    )
    flushSync(() => root.render(page('Welcome')))
    await findByText(container, 'Latest news')
    flushSync(() => root.render(page('Welcome back')))
    expect(container).toHaveTextContent('Welcome back')
    expect(queryByText(container, 'Latest news')).not.toBeNull()
  })
})
