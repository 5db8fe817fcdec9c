/** What the server reports without a production build (`next dev`): nothing to compare. */
export const DEVELOPMENT_BUILD_ID = 'development';
