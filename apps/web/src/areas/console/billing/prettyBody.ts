/**
 * A received body as the team reads it: JSON objects and arrays indented by two spaces, anything
 * else (form bodies, broken JSON) exactly as it arrived.
 */
export function prettyBody(rawBody: string): string {
  const text = rawBody.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return rawBody;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return rawBody;
  }
}
