import { scheduleCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { deleteMyFair, getMyHours, listMyFairs, saveMyFair, saveMyHours } from './schedule.service.js';

export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, scheduleCalls.fairs, 'company:read', (_input, caller) => listMyFairs(ctx, caller));
  defineCall(app, ctx, scheduleCalls.saveFair, 'company:write', (input, caller) =>
    saveMyFair(ctx, caller, input),
  );
  defineCall(app, ctx, scheduleCalls.deleteFair, 'company:write', (input, caller) =>
    deleteMyFair(ctx, caller, input.id),
  );
  defineCall(app, ctx, scheduleCalls.hours, 'company:read', (_input, caller) => getMyHours(ctx, caller));
  defineCall(app, ctx, scheduleCalls.saveHours, 'company:write', (input, caller) =>
    saveMyHours(ctx, caller, input),
  );
}
