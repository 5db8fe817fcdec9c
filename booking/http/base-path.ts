/** Where the booking API is mounted on every host (the spec's "API base path"). */
export const BASE_PATH = '/functions/v1';
