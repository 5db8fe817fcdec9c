export function openApiDocument(): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 'Vegur booking API', version: '1' }, paths: {} };
}
