import { type NextRequest, NextResponse } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing.ts';
import { refuseMalformedAction } from './lib/action-guard.ts';
import { isBot } from './lib/content/bots.ts';
import { resolveLocaleRedirect } from './lib/content/locale-redirect.ts';
import { localizePath, splitLocale } from './lib/paths.ts';
import {
  forwardedHttps,
  relayedSiteAddress,
  requestHost,
  SITE_ADDRESS_HEADER,
  sealSiteAddress,
  securityHeaders,
  trustProxy,
} from './lib/request-origin.ts';
import { runRouteChecks } from './lib/route-checks.ts';
import { matchRoute } from './lib/routes.ts';
import { badRequestResponse, siteContentAvailable, unavailableResponse } from './lib/sanity/availability.ts';
import { sessionSecret } from './lib/signed-cookie.ts';
import { defaultTenant, parseHostMap, tenantForHost } from './lib/tenants.ts';

const intl = createIntlMiddleware(routing);
const hostMap = parseHostMap(process.env.TENANT_HOSTS);
const fallbackTenant = defaultTenant(process.env.DEFAULT_TENANT);

/** Request headers the proxy hands to rendering (never trusted from the client: always overwritten). */
export const PATH_HEADER = 'x-vegur-path';
export const ROUTE_STATUS_HEADER = 'x-vegur-route';
/**
 * Content pages are cached per path, so they cannot vary by request. Crawlers and paths that fail
 * validation go to the same content route rendered at request time (app/[tenant]/[locale]/~request),
 * whose 404 reads the headers above. The segment is no valid slug, so no content page hides it.
 */
export const REQUEST_TIME_SEGMENT = '/~request';

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || forwardedHttps(request.headers);
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const refused = await refuseMalformedAction(request);
  const response = refused
    ? new NextResponse(refused.body, { status: refused.status, headers: refused.headers })
    : await route(request);
  const frameOrigins = process.env.STUDIO_FRAME_ORIGINS?.split(',') ?? [];
  for (const [name, value] of Object.entries(securityHeaders(process.env.SANITY_STUDIO_URL, frameOrigins)))
    response.headers.set(name, value);
  // Behind a trusted proxy the brand follows X-Forwarded-Host: caches must key on it too.
  if (trustProxy()) response.headers.append('vary', 'X-Forwarded-Host');
  return response;
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  // Every page path ends in a slash; Next's own redirect is switched off so that /sitemap.xml/
  // (a file-like path with a slash) follows the same rule.
  if (!pathname.endsWith('/')) {
    // A plain URL: NextURL would re-apply its own trailing-slash formatting.
    return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  }

  const secret = sessionSecret();
  // Next's internal fetch of a server action's redirect target carries the address this proxy
  // resolved for the action itself (signed); everything else is addressed by its own headers.
  const address = (await relayedSiteAddress(request.headers, secret)) ?? {
    host: requestHost(request.headers),
    https: isHttps(request),
  };
  const tenant = tenantForHost(address.host, hostMap, fallbackTenant);

  if (pathname === '/sitemap.xml/') {
    return NextResponse.rewrite(new URL(`/${tenant}/sitemap-xml`, request.url));
  }

  // Language detection (Accept-Language, then the locale cookie once set) and prefix redirects.
  let intlResponse = intl(request);
  const location = intlResponse.headers.get('location');
  if (location) {
    const target = new URL(location, request.url);
    const localeRedirect = await resolveLocaleRedirect(tenant, pathname, target.pathname);
    if (localeRedirect === null) return intlResponse;
    if (localeRedirect.kind === 'redirect') {
      const redirect = NextResponse.redirect(new URL(`${localeRedirect.to}${search}`, request.url), 307);
      for (const cookie of intlResponse.cookies.getAll()) redirect.cookies.set(cookie);
      redirect.headers.set('vary', intlResponse.headers.get('vary') ?? 'accept-language, cookie');
      return redirect;
    }
    // No translation: the English page where it is, and the visitor's language cookie untouched.
    intlResponse = NextResponse.next();
  }

  const { locale, path } = splitLocale(pathname);
  // Every page reads content: with the lake down, a localised 503 instead of a failed render.
  if (!(await siteContentAvailable())) {
    return unavailableResponse(
      tenant,
      locale,
      `${pathname}${search}`,
      isBot(request.headers.get('user-agent')),
    );
  }
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return badRequestResponse(tenant, locale, localizePath('/', locale));
  }
  const match = matchRoute(decodedPath);
  const invalid = match === null || 'invalid' in match;

  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, encodeURIComponent(localizePath(decodedPath, locale)));
  headers.set(ROUTE_STATUS_HEADER, invalid ? 'invalid' : 'ok');
  // What next-intl's own rewrite would set: lets dynamic renders (404s) know the language.
  headers.set('x-next-intl-locale', locale);

  const secure = address.https;
  // The address the brand was resolved from, for server actions (return URLs, the booking's brand).
  headers.set(SITE_ADDRESS_HEADER, await sealSiteAddress(address, secret));
  let response: NextResponse;
  if (match && !invalid) {
    const result = await runRouteChecks(match.route.checks, {
      tenant,
      locale,
      path: decodedPath,
      cookie: (name) => request.cookies.get(name)?.value,
      secret,
      now: new Date(),
    });
    if (result.kind === 'redirect') {
      response = NextResponse.redirect(new URL(localizePath(result.to, locale), request.url), 307);
      for (const name of result.clearCookies ?? []) response.cookies.delete(name);
      return response;
    }
    const requestTime = match.route.id === 'content' && isBot(request.headers.get('user-agent'));
    response = NextResponse.rewrite(
      new URL(`/${tenant}/${locale}${requestTime ? REQUEST_TIME_SEGMENT : ''}${path}${search}`, request.url),
      { request: { headers } },
    );
    for (const cookie of result.cookies ?? []) {
      response.cookies.set(cookie.name, cookie.value, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: cookie.maxAge,
      });
    }
  } else {
    response = NextResponse.rewrite(
      new URL(`/${tenant}/${locale}${REQUEST_TIME_SEGMENT}${path}${search}`, request.url),
      { request: { headers } },
    );
  }

  // Through the cookie API, not raw Set-Cookie headers: for pages rendered at request time Next
  // forwards only the proxy's cookies it knows of, and a raw header appended here was dropped.
  for (const cookie of intlResponse.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

export const config = {
  // Static files, Next internals, the booking API (its own validation) and the draft-mode routes skip the proxy.
  matcher: [
    '/((?!_next/|functions/|api/|favicon\\.ico$|robots\\.txt$|icons/|fonts/|images/|.*\\.(?:png|jpe?g|svg|webp|avif|ico|woff2?|css|js|map|txt|webmanifest)$).*)',
  ],
};
