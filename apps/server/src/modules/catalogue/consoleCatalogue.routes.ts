import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The platform team's master catalogue: products, brands, categories (permission console:catalogue). */
export function registerConsoleCatalogueRoutes(_app: FastifyInstance, _ctx: AppContext) {}
