/**
 * The app on Node's HTTP server, with what only the socket level can do: answer requests Node
 * itself refuses (a body or headers not received in time, an unreadable request, a bad Host)
 * with the security headers and one log line, tell the app when its client is gone, and keep
 * cutting slow requests at the request timeout while a stop waits for the others.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { withSecurityHeaders } from './security-headers.ts';

export interface NodeServerOptions {
  fetch: (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => Response | Promise<Response>;
  /** The Host of a request without one (the listening address). */
  hostname: string;
  requestTimeoutMs: number;
  securityHeaders: [string, string][];
  log: (line: string) => void;
  /** Open connections one client address may hold; 0: no limit. */
  maxConnectionsPerClient?: number;
}

/**
 * Requests of one connection handled at once. A pipelining client gets its answers in order, so
 * more at once only buffers answers it has not read yet; the next starts when one is sent.
 */
export const ACTIVE_PER_CONNECTION = 4;
/**
 * Requests of one connection read and waiting for their turn. The connection stops being read
 * while any wait (backpressure); past this many the connection is closed at once, in the middle
 * of a read. No browser pipelines; every request taken on costs CPU that other clients wait for
 * (one read of the socket can hold many times more), so the cap is what a pipelining tool would send, not more.
 */
export const WAITING_PER_CONNECTION = 28;

/**
 * What Node's HTTP server keeps on a socket: its parser, which hands each request's head to
 * `onIncoming` and stops parsing the read when that returns an error code (llhttp: any value
 * but 0, 1, 2 and its pause code is "user callback error").
 */
type ParsedSocket = Socket & { parser?: { onIncoming?: (request: IncomingMessage, keepAlive: boolean) => number } | null };
const STOP_PARSING = -1;

export interface NodeServer {
  server: Server;
  /** Whether a request's client is gone: answered 408 for a body not received in time, or closed its connection. */
  clientGone(incoming: IncomingMessage): 'timeout' | 'closed' | undefined;
  /**
   * Stops accepting connections, closes idle ones, and resolves when the in-flight requests are
   * done: a slow one is still cut at the request timeout, and whatever is left after `graceMs` is closed.
   */
  close(graceMs: number): Promise<void>;
}

const REFUSALS = {
  400: ['Bad Request', 'The request could not be read.'],
  408: ['Request Timeout', 'The request was not received in time. Please send it again.'],
  431: ['Request Header Fields Too Large', 'The request headers are too large.'],
} as const;

/** A whole HTTP/1.1 answer written straight to a socket (Node has not made a response object for it). */
function rawAnswer(status: keyof typeof REFUSALS, headers: [string, string][]): string {
  const [reason, message] = REFUSALS[status];
  const body = JSON.stringify({ success: false, message });
  const lines = [`HTTP/1.1 ${status} ${reason}`, 'Connection: close', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

export function createNodeServer(options: NodeServerOptions): NodeServer {
  const { log, securityHeaders } = options;
  const logLine = (level: string, status: number, event: string) => log(JSON.stringify({ time: new Date().toISOString(), level, status, event }));
  /** The request being answered on each connection, and when it arrived. */
  const inFlight = new Map<Socket, { request: IncomingMessage; response: ServerResponse; started: number }>();
  const timedOut = new WeakSet<Socket>();
  /** The app's handlers still running (one may outlive its connection, to log what its client got). */
  const handling = new Set<Promise<unknown>>();

  /** Answers a socket's request with a refusal (unless its answer has begun) and closes it, like Node's own handler. */
  const refuseOnSocket = (socket: Socket, status: keyof typeof REFUSALS) => {
    if (status === 408) timedOut.add(socket);
    const current = inFlight.get(socket);
    if (socket.writable && !current?.response.headersSent) socket.write(rawAnswer(status, securityHeaders));
    socket.destroy();
    // A request the app is handling is logged by the app, with this status; one that never reached it, here.
    if (!current) logLine(status === 408 ? 'warn' : 'info', status, 'request refused before it reached the app');
  };

  const listener = getRequestListener(options.fetch as never, {
    hostname: options.hostname,
    // Requests @hono/node-server cannot turn into a Request (an invalid Host, a backslash path): 400, not a bare answer.
    errorHandler: () => {
      logLine('info', 400, 'unreadable request line or Host header');
      return withSecurityHeaders(Response.json({ success: false, message: REFUSALS[400][1] }, { status: 400 }), securityHeaders);
    },
  });
  /** Per connection: its requests being handled, and those read but waiting for their turn. */
  const turns = new WeakMap<Socket, { active: number; waiting: (() => void)[] }>();
  const turnsOf = (socket: Socket) => {
    let turn = turns.get(socket);
    if (!turn) {
      const fresh = { active: 0, waiting: [] as (() => void)[] };
      turn = fresh;
      turns.set(socket, fresh);
      socket.once('close', () => (fresh.waiting.length = 0));
    }
    return turn;
  };
  /** Whether a connection holds as many requests as it may: the next one closes it. */
  const full = (socket: Socket) => {
    const turn = turnsOf(socket);
    return turn.active + turn.waiting.length >= ACTIVE_PER_CONNECTION + WAITING_PER_CONNECTION;
  };
  const closeGreedy = (socket: Socket) => {
    if (!socket.destroyed) logLine('warn', 429, `connection closed: more than ${WAITING_PER_CONNECTION} pipelined requests waiting for their answers to be read`);
    turnsOf(socket).waiting.length = 0;
    socket.destroy();
  };
  const server = createServer(
    // Node answers 408 and closes a connection whose request is not complete in time; checked every second.
    // Host is checked here rather than by Node, whose refusal would go out without the security headers.
    { requestTimeout: options.requestTimeoutMs, headersTimeout: Math.min(options.requestTimeoutMs, 60_000), connectionsCheckingInterval: 1000, requireHostHeader: false },
    (request, response) => {
      const socket = request.socket;
      // A request read after the connection was closed for holding too many: nobody to answer.
      if (socket.destroyed) return;
      const state = turnsOf(socket);
      const handle = () => {
        state.active++;
        response.once('close', () => {
          state.active--;
          const next = state.waiting.shift();
          if (next) next();
          else if (!socket.destroyed) socket.resume();
        });
        answer(request, response);
      };
      if (state.active < ACTIVE_PER_CONNECTION) return handle();
      // Backpressure: read no more of this connection until its answers are sent.
      socket.pause();
      // Where the parser could not be stopped (see 'connection' below), the cap is kept here.
      if (full(socket)) return closeGreedy(socket);
      state.waiting.push(handle);
    },
  );
  /** One request, in its turn. */
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (request.headers.host === undefined && request.httpVersion !== '1.0') {
      // HTTP/1.1 requires it (RFC 9112, 3.2).
      logLine('info', 400, 'request without a Host header');
      response.writeHead(400, [...securityHeaders, ['Content-Type', 'application/json'], ['Connection', 'close']].flat()).end(JSON.stringify({ success: false, message: REFUSALS[400][1] }));
      return;
    }
    inFlight.set(socket, { request, response, started: Date.now() });
    response.on('close', () => {
      if (inFlight.get(socket)?.request === request) inFlight.delete(socket);
    });
    const handled = listener(request, response).finally(() => handling.delete(handled));
    handling.add(handled);
  };
  // Open connections per client address: one address cannot hold all the server's sockets and memory.
  const perClient = new Map<string, number>();
  const maxPerClient = options.maxConnectionsPerClient ?? 0;
  // Runs after Node's own 'connection' listener, which gave the socket its parser.
  server.on('connection', (socket: ParsedSocket) => {
    if (maxPerClient > 0) {
      const address = socket.remoteAddress ?? '';
      const open = (perClient.get(address) ?? 0) + 1;
      if (open > maxPerClient) {
        logLine('warn', 429, `connection refused: this client address already holds ${maxPerClient} connections`);
        socket.destroy();
        return;
      }
      perClient.set(address, open);
      socket.once('close', () => {
        const left = (perClient.get(address) ?? 1) - 1;
        if (left > 0) perClient.set(address, left);
        else perClient.delete(address);
      });
    }
    // Node parses all that one read of the socket holds before a paused socket stops being read
    // (for small pipelined requests, many times the cap), making a request and a response object
    // for each while other clients wait. Told "stop" for the first request over the cap, the
    // parser drops the rest of the read, and the connection is closed there.
    const parser = socket.parser;
    const takeOn = parser?.onIncoming;
    if (!parser || typeof takeOn !== 'function') return;
    parser.onIncoming = (request, keepAlive) => {
      if (!full(socket)) return takeOn(request, keepAlive);
      closeGreedy(socket);
      return STOP_PARSING;
    };
  });
  // An Expect header other than 100-continue: Node would answer 417 itself, without the security
  // headers; RFC 9110 lets a server ignore it, so the request is answered like any other.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => server.emit('request', request, response));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy(); // the client left: nobody to answer
      return;
    }
    refuseOnSocket(socket, err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);
  });

  return {
    server,
    clientGone(incoming) {
      if (timedOut.has(incoming.socket)) return 'timeout';
      if (incoming.socket?.destroyed || (incoming.destroyed && !incoming.complete)) return 'closed';
      return undefined;
    },
    close(graceMs) {
      return new Promise<void>((resolve) => {
        const http = server as Server & { closeIdleConnections(): void; closeAllConnections(): void };
        // close() also stops Node's request-timeout checks: until the last request ends, we make them.
        const watch = setInterval(() => {
          http.closeIdleConnections(); // keep-alive connections would hold close() open
          const now = Date.now();
          for (const [socket, { request, started }] of inFlight) if (!request.complete && now - started >= options.requestTimeoutMs) refuseOnSocket(socket, 408);
        }, 100);
        const deadline = Date.now() + graceMs;
        const grace = setTimeout(() => http.closeAllConnections(), graceMs);
        grace.unref();
        server.close(() => {
          clearInterval(watch);
          // A handler whose connection is gone ends at once (its body read fails) and logs what its client got.
          const graceLeft = new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())).unref());
          void Promise.race([Promise.allSettled([...handling]), graceLeft]).then(() => {
            clearTimeout(grace);
            resolve();
          });
        });
        http.closeIdleConnections();
      });
    },
  };
}
