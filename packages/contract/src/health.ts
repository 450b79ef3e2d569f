import { z } from 'zod';

export const HealthSchema = z.object({
  status: z
    .enum(['ok', 'unavailable'])
    .describe('ok when the database answers (HTTP 200), else unavailable (HTTP 503)'),
  db: z.enum(['pglite', 'postgres']).describe('Which database the server is using'),
  database: z.enum(['up', 'down']).describe('Whether the database answered a query just now'),
});
export type Health = z.infer<typeof HealthSchema>;
