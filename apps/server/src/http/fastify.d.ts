import type { Lang } from '@sc/contract';
import type { Caller } from './caller.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language. */
    lang: Lang;
    /** Set by the auth guard on protected calls. */
    caller: Caller | null;
  }
}
