import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * The router, with the first page rendered in one go rather than as a transition. React
 * slices a transition's render into 5 ms pieces with a frame between them; for a portal's
 * first page on a slow phone that was ~30 frames of style work around ~200 ms of rendering,
 * all before anything showed (issue 9). Later navigations stay transitions: the page being
 * left stays interactive while the next one renders.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [starting, setStarting] = useState(!router.state.initialized)
  useEffect(() => {
    if (!starting) return
    // Subscribed after RouterProvider's own subscription (a child's effects run first), so
    // the router's first state still reaches it while useTransitions is false.
    return router.subscribe((state) => {
      if (state.initialized) setStarting(false)
    })
  }, [router, starting])
  return <RouterProvider router={router} useTransitions={starting ? false : undefined} />
}
