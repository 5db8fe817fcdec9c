/**
 * Stands for the path in a translated not-found sentence until the browser, which knows the path,
 * fills it in (NotFoundPath). A plain module: a constant exported from a client module would
 * reach server components as a client reference, not as the string.
 */
export const PATH_MARKER = '\u2063path\u2063';
