/**
 * The reference of issue 3 §7, "the bare stack": React, the router, react-query, axios and
 * styled-components rendering one form, and nothing else. `npm run bench:pages` measures it
 * beside the app's /login, so the budgets compare like with like. Its parts mirror the app's:
 * a data router, one query through one credentialed axios instance, the "Log in" button
 * enabled once that query has answered (the benchmark's ready marker).
 *
 * Its /data page is the floor for a data page (issue 9): a heading painted at once, then one
 * list fetched after that first paint and shown as a description list (the same ready marker
 * as the investor overview's figures, `main section dl dd`).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import axios from 'axios'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import styled from 'styled-components'

const http = axios.create({ withCredentials: true })

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 360px;
  margin: 64px auto;
  font-family: system-ui, sans-serif;
`

const StyledLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const StyledInput = styled.input`
  padding: 8px;
  font: inherit;
`

const StyledButton = styled.button`
  padding: 8px 16px;
  font: inherit;
`

function LoginPage() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: async () => (await http.get<unknown>('/config.json')).data,
  })
  return (
    <StyledForm onSubmit={(e) => e.preventDefault()}>
      <StyledLabel>
        Email
        <StyledInput type="email" name="email" autoComplete="username" />
      </StyledLabel>
      <StyledLabel>
        Password
        <StyledInput type="password" name="password" autoComplete="current-password" />
      </StyledLabel>
      <StyledButton type="submit" disabled={!config.isSuccess}>
        Log in
      </StyledButton>
    </StyledForm>
  )
}

interface ListRow {
  id: number
  name: string
  amount: number
}

function DataPage() {
  // The query starts in an effect, i.e. after the heading's first paint.
  const list = useQuery({
    queryKey: ['list'],
    queryFn: async () => (await http.get<{ data: ListRow[] }>('/list.json')).data.data,
  })
  return (
    <main>
      <h1>Overview</h1>
      <section>
        {list.data ? (
          <dl>
            {list.data.map((row) => (
              <div key={row.id}>
                <dt>{row.name}</dt>
                <dd>{row.amount.toLocaleString('en-GB')}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Loading…</p>
        )}
      </section>
    </main>
  )
}

const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/data', element: <DataPage /> },
])
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
