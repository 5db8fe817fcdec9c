/**
 * The content route rendered at request time, for the requests the proxy sends here instead of to
 * the cached `[...slug]` pages: crawlers (a 404 gives them the status and message line only, no
 * error page) and paths whose slug fails validation ('Page Not Found: {path}'). Both answers
 * depend on the request, which cached pages cannot.
 */
export { default, generateMetadata } from '../../[...slug]/page.tsx';

export const dynamic = 'force-dynamic';
