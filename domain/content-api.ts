/**
 * The dated version of Sanity's HTTP API that every content client speaks (site, Studio, booking
 * sync, scripts). Live events need 2021-03-25 or later; from 2025-02-19 `published` is the default
 * perspective.
 */
export const SANITY_API_VERSION = '2025-02-19';
