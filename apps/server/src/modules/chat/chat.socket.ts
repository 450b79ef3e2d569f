import { type SendAck, SendMessageSchema } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { isBuyerCaller, isSupplierCaller } from '../../http/caller.js';
import { mayUse } from '../../http/defineCall.js';
import { toAppError, toErrorEnvelope, validationError } from '../../http/errorEnvelope.js';
import { langFromHeader } from '../../http/requestLang.js';
import type { SocketServer } from '../../realtime/createSocketServer.js';
import { touchBuyerOnline } from './participants.repository.js';
import { sendAsBuyer, sendAsSupplier } from './sendMessage.service.js';

/**
 * Sending over the socket: `chat:send` with an acknowledgement carrying the stored message, or
 * a code and translated message when refused. The same rules as every call: validated by the
 * contract's schema, the caller's kind and permission decide which side it writes for.
 */
export function registerChatSocket(io: SocketServer, ctx: AppContext) {
  io.on('connection', (socket) => {
    const lang = langFromHeader(socket.handshake.headers['accept-language']);
    const connectedAs = socket.data.caller;
    if (isBuyerCaller(connectedAs)) void touchBuyerOnline(ctx.db, connectedAs.buyerId).catch(() => {});

    socket.on('chat:send', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const reply = (result: SendAck) => ack(result);
      try {
        // Refreshed before each event: the session is still valid (see checkSessionOnEveryEvent).
        const caller = socket.data.caller;
        const parsed = SendMessageSchema.safeParse(payload);
        if (!parsed.success)
          throw validationError(
            parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          );
        if (isSupplierCaller(caller) && mayUse(caller, 'chat:write'))
          return reply({ ok: true, code: 0, message: await sendAsSupplier(ctx, caller, parsed.data, lang) });
        if (isBuyerCaller(caller) && mayUse(caller, 'buyerApp:chat'))
          return reply({ ok: true, code: 0, message: await sendAsBuyer(ctx, caller, parsed.data) });
        throw new AppError('FORBIDDEN');
      } catch (error) {
        const { code, msg, data } = toErrorEnvelope(toAppError(error, ctx.log), lang);
        return reply({ ok: false, code, msg, ...(data?.fields ? { fields: data.fields } : {}) });
      }
    });
  });
}
