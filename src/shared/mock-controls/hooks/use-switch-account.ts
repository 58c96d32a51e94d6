import { useNavigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { postLoginDestination, useLogin } from '@/lib/session'
import { useToast } from '@/ui'
import { DEMO_PASSWORD } from '../model/demo-accounts'
import { errorText } from '../model/error-text'

/**
 * Signs in as a demo account the way the login page does (SPEC §4: fresh CSRF cookie, the old
 * session logged out, the user reloaded, every other user's cached data dropped), then goes
 * where that user would land after logging in.
 */
export function useSwitchAccount() {
  const login = useLogin()
  const navigate = useNavigate()
  const flags = useFlags()
  const toast = useToast()

  /** Resolves to whether the switch happened. */
  const switchTo = async (email: string): Promise<boolean> => {
    try {
      const user = await login.mutateAsync({ email, password: DEMO_PASSWORD })
      toast.success(`Signed in as ${email}.`)
      navigate(postLoginDestination(user, null, flags))
      return true
    } catch (err) {
      toast.error(`Could not sign in as ${email}: ${errorText(err)}`)
      return false
    }
  }

  return { switchTo, switching: login.isPending }
}
