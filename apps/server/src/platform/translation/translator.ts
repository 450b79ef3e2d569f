/** Machine translation behind an interface; the portal works without one (translation is then off). */
export interface Translator {
  /** Translates `text` into `target` (en, zh or ja), detecting the source language. */
  translate(text: string, target: 'en' | 'zh' | 'ja'): Promise<string>;
}

export class TranslationUnavailable extends Error {}

/**
 * A self-hosted LibreTranslate-compatible service (POST /translate {q, source, target, format}).
 * Any failure, slow answer or odd body becomes TranslationUnavailable; callers never block on it.
 */
export function createLibreTranslate(baseUrl: string, apiKey?: string, timeoutMs = 8000): Translator {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/translate`;
  return {
    async translate(text, target) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new TranslationUnavailable(error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new TranslationUnavailable(`translator answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      if (typeof body?.translatedText !== 'string')
        throw new TranslationUnavailable('translator sent no text');
      return body.translatedText;
    },
  };
}
