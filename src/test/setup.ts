import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// findBy*/waitFor give up after 1 s by default. A page's first lazy import is transformed on
// demand in vitest, which on CI's two busy cores can take longer than that; a passing wait is
// not slowed by a longer limit, only a failing one.
configure({ asyncUtilTimeout: 5000 })
