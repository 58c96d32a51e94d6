/** Sweep calls for market soundings: an investor's decision and answer, staff's send and cleanse. */
import { INVESTOR, NEW_INVESTOR, SUPERADMIN, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { first } from './sweep-rows'

/** The demo investor's market sounding still waiting for their answer. */
function unanswered(env: SweepEnv) {
  const me = env.user(INVESTOR).id
  return first(
    env,
    'market-soundings',
    (m) => m.user_id === me && m.response === null,
    "investor's unanswered market sounding",
  )
}

export const MARKET_SOUNDINGS_SPECIAL: Record<string, [Phase, Build]> = {
  marketSoundingsRespond: [
    'write',
    async (env) => {
      const open = unanswered(env)
      // Answered only once agreed to (the decision route); the sweep agrees behind the scenes.
      if (!open.agreed_at)
        await env.db
          .table('market-soundings')
          .update(open.id, { agreed_at: open.created_at, declined_at: null })
      return post(INVESTOR, `/api/market-soundings/${open.id}/respond`, { response: 'finance' })
    },
  ],
  marketSoundingsDecision: [
    'write',
    (env) => {
      const open = unanswered(env)
      return post(INVESTOR, `/api/market-soundings/${open.id}/decision`, { decision: 'agreed' })
    },
  ],
  marketSoundingsSend: [
    'write',
    (env) => {
      const opp = first(
        env,
        'investment-opportunities',
        (o) => o.market_sounding === 1,
        'sounded opportunity',
      )
      return post(SUPERADMIN, '/api/market-soundings/send', {
        investment_opportunity_id: opp.id,
        title: 'Sweep sounding',
        body: '<p>Confidential.</p>',
        wording: null,
        user_ids: [env.user(NEW_INVESTOR).id],
      })
    },
  ],
  marketSoundingsCleanse: [
    'write',
    (env) => {
      const open = first(
        env,
        'market-soundings',
        (m) => m.cleansed_at === null,
        'uncleansed market sounding',
      )
      return post(SUPERADMIN, `/api/market-soundings/${open.id}/cleanse`)
    },
  ],
}
