import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']).describe('Which database the server is using'),
});
export type Health = z.infer<typeof HealthSchema>;
