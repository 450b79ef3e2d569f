import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@sc/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { AppContext, BroadcastNotifier, ChatNotifier, SessionNotifier } from '../context.js';
import { isConnectionError } from '../db/isConnectionError.js';
import { AppError } from '../http/AppError.js';
import type { Caller } from '../http/caller.js';
import { clientAddressOf, trustFunction } from '../http/clientAddress.js';
import { toAppError, toErrorEnvelope } from '../http/errorEnvelope.js';
import { langFromHeader } from '../http/requestLang.js';
import type { SessionCache, SessionTarget } from '../http/sessionCache.js';
import { authenticateToken } from '../modules/accounts/session.service.js';
import { hashSecret } from '../platform/secrets.js';
import type { RedisClients } from './connectRedis.js';

/** Events between server processes (through the Redis adapter when there are several). */
interface InterServerEvents {
  'sessions:ended': (target: SessionTarget) => void;
  /** A change another process made (e.g. the category tree): drop the caches that depend on it. */
  'caches:drop': (topic: string) => void;
}

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  /** `ip`: the client's address by the TRUST_PROXY rule HTTP uses (for limits and logs). */
  { caller: Caller; ip: string }
>;

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  supplier: (supplierId: number) => `supplier:${supplierId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  /** Every connected member of the platform team. */
  staff: 'staff',
  /** Every connected supplier user (announcements such as a new notice). */
  suppliers: 'suppliers',
};

/** Browsers always send Origin on cross-site requests: it must be ours. Clients without one rely on the token. */
export function isAllowedOrigin(request: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Socket.IO on the app's HTTP server: token handshake, a room per user, company and session. */
export function createSocketServer(
  httpServer: HttpServer,
  ctx: AppContext,
  redis?: RedisClients,
): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request, ctx.config.allowedOrigins)),
  });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
  const trust = trustFunction(ctx.config.trustProxy);

  io.use(async (socket, next) => {
    socket.data.ip = clientAddressOf(socket.request, trust);
    try {
      const caller = await authenticateToken(ctx, tokenOf(socket));
      socket.data.caller = caller;
      await socket.join([
        rooms.user(caller.userId),
        rooms.session(caller.sessionId),
        ...(caller.supplierId === null ? [] : [rooms.supplier(caller.supplierId)]),
        ...(caller.kind === 'staff' ? [rooms.staff] : []),
        ...(caller.kind === 'supplier' ? [rooms.suppliers] : []),
      ]);
      next();
    } catch (error) {
      // A database that cannot be reached is not a bad token: the client may try again.
      const reason =
        error instanceof AppError
          ? error.codeName
          : isConnectionError(error)
            ? 'SERVICE_UNAVAILABLE'
            : 'UNAUTHORIZED';
      ctx.log.info({ ip: socket.data.ip, reason }, 'socket refused');
      next(new Error(reason));
    }
  });

  io.on('sessions:ended', (target) => ctx.sessionCache.forget(target));
  io.on('caches:drop', (topic) => ctx.caches.drop(topic, { relayed: true }));
  if (redis) ctx.caches.relayDropsTo((topic) => io.serverSideEmit('caches:drop', topic));

  io.on('connection', (socket) => {
    // Registered before any feature's handlers, so it runs before each of their events.
    checkSessionOnEveryEvent(ctx, socket);
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ serverTime: new Date().toISOString() });
    });
  });
  return io;
}

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, { caller: Caller }>;

function tokenOf(socket: AppSocket): string | undefined {
  const token: unknown = socket.handshake.auth.token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Every event a socket sends runs as a session that is still valid, by the same rule and cache as
 * HTTP (`authenticateToken`): the caller is refreshed first. When the session has ended (expired,
 * user disabled, replaced, revoked) the event is not handled: its acknowledgement (if any) gets the
 * 401 envelope, the socket gets `session:ended` and is disconnected. `ping` is the one exception.
 */
function checkSessionOnEveryEvent(ctx: AppContext, socket: AppSocket) {
  const lang = langFromHeader(socket.handshake.headers['accept-language']);
  const token = tokenOf(socket);
  // The socket's token does not change: hashed once, so a session the cache holds is checked without
  // hashing or waiting a turn (most events, e.g. every chat message, go through this path).
  const tokenHash = token === undefined ? undefined : hashSecret(token);
  socket.use((packet, next) => {
    // A ping only answers the server's time: it reads nothing, so it needs no session check and keeps
    // answering while the database is away (the drop test relies on it to see the socket side alive).
    if (packet[0] === 'ping') return next();
    const cached = tokenHash === undefined ? undefined : ctx.sessionCache.get(tokenHash);
    if (cached) {
      socket.data.caller = cached;
      return next();
    }
    const ack: unknown = packet.at(-1);
    const refuse = (error: AppError) => {
      const { code, msg } = toErrorEnvelope(error, lang);
      if (typeof ack === 'function') ack({ ok: false, code, msg });
    };
    authenticateToken(ctx, token).then(
      (caller) => {
        socket.data.caller = caller;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) return refuse(toAppError(error, ctx.log));
        refuse(error);
        if (error.codeName === 'COMPANY_SUSPENDED')
          socket.emit('session:ended', {
            reason: 'suspended',
            note: String(error.options.values?.reason ?? ''),
          });
        else
          socket.emit('session:ended', {
            reason:
              error.codeName === 'SESSION_REPLACED'
                ? 'replaced'
                : error.codeName === 'USER_DISABLED'
                  ? 'disabled'
                  : 'expired',
          });
        socket.disconnect(true);
      },
    );
  });
}

/**
 * Ends sessions everywhere: forgets them in this process's session cache and tells the other
 * processes to do the same, then tells their sockets why and disconnects them, wherever connected.
 */
export function socketSessionNotifier(
  getIo: () => SocketServer | undefined,
  cache: SessionCache,
  /** True with the Redis adapter: other processes exist and hear server-side events. */
  multiProcess: boolean,
  /** Called when users' sessions end or permissions change: caches of who-may-do-what are dropped. */
  onTeamChanged: () => void = () => {},
): SessionNotifier {
  return {
    endSessions(target, reason, note) {
      cache.forget(target);
      onTeamChanged();
      const io = getIo();
      if (!io) return;
      if (multiProcess) io.serverSideEmit('sessions:ended', target);
      const targetRooms =
        'userId' in target ? [rooms.user(target.userId)] : target.sessionIds.map(rooms.session);
      if (!targetRooms.length) return;
      io.in(targetRooms).emit('session:ended', note === undefined ? { reason } : { reason, note });
      io.in(targetRooms).disconnectSockets();
    },
    permissionsChanged(userIds) {
      for (const userId of userIds) cache.forget({ userId });
      onTeamChanged();
      const io = getIo();
      if (!io || userIds.length === 0) return;
      if (multiProcess) for (const userId of userIds) io.serverSideEmit('sessions:ended', { userId });
      io.to(userIds.map(rooms.user)).emit('permissions:changed');
    },
  };
}

/** Announcements to every connected supplier user, whichever process holds their sockets. */
export function socketBroadcastNotifier(getIo: () => SocketServer | undefined): BroadcastNotifier {
  return {
    noticesChanged() {
      getIo()?.to(rooms.suppliers).emit('notice:changed');
    },
  };
}

/** Chat deliveries to each recipient user's room, whichever process holds their sockets. */
export function socketChatNotifier(getIo: () => SocketServer | undefined): ChatNotifier {
  return {
    deliver(message, recipients) {
      const io = getIo();
      if (!io) return;
      for (const { userId, adminCode } of recipients)
        io.to(rooms.user(userId)).emit(`message${adminCode}`, message);
    },
    viewed(receipt, userIds) {
      const io = getIo();
      if (!io || userIds.length === 0) return;
      io.to(userIds.map(rooms.user)).emit('chat:viewed', receipt);
    },
    handedOver(payload, userId) {
      getIo()?.to(rooms.user(userId)).emit('chat:handedOver', payload);
    },
    support(message, supplierId) {
      getIo()
        ?.to([rooms.supplier(supplierId), rooms.staff])
        .emit('support:message', message);
    },
  };
}
