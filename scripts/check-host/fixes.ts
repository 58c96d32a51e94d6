import { sameSite, sharedCookieDomain } from './site'

/**
 * What to change on the host when a check fails, in the Laravel names a deployer looks up
 * (Laravel 8 with Sanctum, fruitcake/laravel-cors or Laravel's HandleCors, and
 * spatie/laravel-query-builder). One place, so every check words the same fix the same way.
 */
export interface Where {
  api: string
  origin: string
}

/** `portal.tenant.example`, or `127.0.0.1:5173` when the port is not the scheme's default. */
export const statefulDomain = (origin: string) => new URL(origin).host

export const fixes = {
  cors: ({ origin }: Where) =>
    `config/cors.php: put ${origin} in \`allowed_origins\` (never '*' with credentials), ` +
    "set `supports_credentials` => true, and list 'sanctum/csrf-cookie', 'login', 'logout' and " +
    "'api/*' in `paths`; the HandleCors middleware must stay in the global $middleware of " +
    'app/Http/Kernel.php.',

  preflight: ({ origin }: Where) =>
    `config/cors.php: \`allowed_methods\` => ['*'] and \`allowed_headers\` => ['*'] (or at least ` +
    `X-XSRF-TOKEN and Content-Type), \`supports_credentials\` => true, ${origin} in ` +
    '`allowed_origins`; OPTIONS requests must reach Laravel (a web server or proxy answering ' +
    'OPTIONS itself drops these headers).',

  csrfRoute: () =>
    'GET /sanctum/csrf-cookie comes with laravel/sanctum (config/sanctum.php `prefix`, default ' +
    "'sanctum'): install Sanctum and make sure its routes are registered and not blocked " +
    'in front of Laravel.',

  cookieDomain: ({ api, origin }: Where) => {
    const apiHost = new URL(api).hostname
    const pageHost = new URL(origin).hostname
    const shared = sharedCookieDomain(apiHost, pageHost)
    return shared
      ? `SESSION_DOMAIN=${shared} (config/session.php \`domain\`), so the cookies set by ` +
          `${apiHost} are readable by the portal on ${pageHost}.`
      : `serve the portal and the API under one parent domain (e.g. portal.example.com and ` +
          `api.example.com) and set SESSION_DOMAIN to it (config/session.php \`domain\`): ` +
          `a cookie set by ${apiHost} can never be read by a page on ${pageHost}.`
  },

  crossSite: ({ api, origin }: Where) =>
    sameSite(api, origin)
      ? ''
      : `the portal (${origin}) and the API (${api}) are different sites, so the browser keeps ` +
        'SameSite=Lax cookies back: serve both under one parent domain (Sanctum SPA auth ' +
        'expects that), or set SESSION_SAME_SITE=none with SESSION_SECURE_COOKIE=true over HTTPS.',

  secureCookie: () =>
    'the cookie is Secure but the API answers over http: serve the API over HTTPS, or set ' +
    'SESSION_SECURE_COOKIE=false for a plain-http test host.',

  xsrfHttpOnly: () =>
    'XSRF-TOKEN must not be HttpOnly (the SPA reads it): it is the cookie VerifyCsrfToken adds ' +
    '(addHttpCookie); do not override newCookie() or set http_only on it.',

  sessionStore: () =>
    'the host did not keep the session between two requests: use a SESSION_DRIVER that ' +
    'persists (file, database, redis; not array or cookie across differing servers), the same ' +
    'APP_KEY on every server, and check SESSION_DOMAIN covers the API host.',

  csrfEnforced: () =>
    "Laravel's VerifyCsrfToken must check the SPA's writes: keep " +
    '\\Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful::class in the `api` ' +
    'middleware group (app/Http/Kernel.php), VerifyCsrfToken in the `web` group, and these ' +
    'routes out of VerifyCsrfToken::$except.',

  stateful: ({ origin }: Where) =>
    `add ${statefulDomain(origin)} to SANCTUM_STATEFUL_DOMAINS (config/sanctum.php \`stateful\`), ` +
    'keep \\Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful::class first in ' +
    'the `api` middleware group (app/Http/Kernel.php), and check SESSION_DOMAIN covers the API host.',

  loginRoute: () =>
    'POST /login must be the session login of laravel/ui or Fortify (`web` middleware), ' +
    'answering JSON (204, or 200 with the user) to `Accept: application/json`.',

  loginMessage: () =>
    "a failed login must throw Laravel's ValidationException on `email` " +
    "(trans('auth.failed')), as laravel/ui's AuthenticatesUsers and Fortify do.",

  account: () =>
    'the test account was refused: check --email and --password (or CHECK_HOST_EMAIL and ' +
    'CHECK_HOST_PASSWORD), that the account exists and is not throttled (wait a minute).',

  userRoute: () =>
    "routes/api.php: Route::middleware('auth:sanctum')->get('/user', …) must answer the user " +
    'as JSON (a guest gets 401, not a redirect: Authenticate::redirectTo returns null for JSON).',

  userIncludes: (missing: string[]) =>
    `the /api/user route must accept \`include=\` with these relations (spatie QueryBuilder ` +
    `allowedIncludes, or ->load()): ${missing.join(', ')}.`,

  branding: () =>
    'GET /api/branding/{id} must be public (outside auth:sanctum) and answer the settings row ' +
    '(bare or as {"data": …}), including the feature-flag columns.',

  notifications: () =>
    "GET /api/notifications/user must answer the user's database notifications " +
    '(`$request->user()->notifications`) as {"data": […]}, behind auth:sanctum.',

  broadcasting: () =>
    "Broadcast::routes(['prefix' => 'api', 'middleware' => ['api', 'auth:sanctum']]) (in a " +
    "service provider) and routes/channels.php Broadcast::channel('App.Models.User.{id}', " +
    'fn ($user, $id) => (int) $user->id === (int) $id); BROADCAST_DRIVER=pusher with the ' +
    "tenant's PUSHER_APP_KEY and PUSHER_APP_SECRET.",

  queryBuilder: () =>
    'the list must use spatie/laravel-query-builder: QueryBuilder::for(InvestmentOpportunity::class) ' +
    "->allowedFilters([AllowedFilter::exact('status'), …])->allowedSorts([…])" +
    "->allowedIncludes(['industry', …])->paginate($request->per_page).",

  unknownFilter: () =>
    "spatie's InvalidFilterQuery must reach the client as 400: set " +
    '`disable_invalid_filter_query_exception` => false in config/query-builder.php, and do not ' +
    'catch the exception in app/Exceptions/Handler.php (the app relies on it to tell which ' +
    'filters a host supports).',

  spoofing: () =>
    'Laravel reads `_method` from a POST body (Symfony method override, on by default): nothing ' +
    'in front of Laravel may rewrite the POST, and the users route must be registered for ' +
    "PATCH (Route::apiResource('users', …) update).",

  up: () =>
    'the host answers 503 Service Unavailable: it is down for maintenance. Bring it up with ' +
    '`php artisan up`, or run this check with --maintenance to check its maintenance answers.',

  down: () =>
    'the host is not in maintenance: run `php artisan down` on it first (and `php artisan up` ' +
    'after the check).',

  corsOn503: ({ origin }: Where) =>
    `the 503 must carry the CORS headers for ${origin}, or the app sees a network error ` +
    'instead of its maintenance page: keep HandleCors before PreventRequestsDuringMaintenance ' +
    'in the global $middleware of app/Http/Kernel.php.',

  unreachable: ({ api }: Where) =>
    `nothing answered at ${api}: check the URL, DNS, TLS and that the host is running.`,
}
