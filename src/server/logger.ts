// The server's log (LOG_LEVEL): Fastify's pino logger, with each request as one line at debug level, so the info log
// tells what the app does rather than every request it answers. In development each entry is a readable line
// (`12:03:04 INFO  seeded the sample catalogue  venues=24`), elsewhere JSON for log collectors.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { appUrl, type Env } from './env.ts';

interface Destination {
  write(text: string): unknown;
}

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const { method, url } = request;
    reply.log.debug({ method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const NOT_SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** One of pino's JSON lines as a line to read: time, level, message, the other fields as key=value, an error's stack. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown> & { level: number; time: number; msg?: string };
  const fields = Object.entries(entry)
    .filter(([key]) => !NOT_SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const time = new Date(entry.time).toTimeString().slice(0, 8);
  const text = [entry.msg, fields.join(' ')].filter(Boolean).join('  ');
  return `${time} ${level} ${text}${err ? `\n${err.stack ?? err.message}` : ''}\n`;
}

/** Fastify's logging options; `destination` (tests) replaces standard output. */
export function logOptions(
  env: Env,
  destination?: Destination,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (env.LOG_LEVEL === 'silent') return { logger: false };
  const logController = new OneLinePerRequest();
  if (env.NODE_ENV === 'development') {
    const out = destination ?? process.stdout;
    return {
      logger: { level: env.LOG_LEVEL, stream: { write: (line) => out.write(readableLine(line)) } },
      logController,
    };
  }
  return {
    logger: destination ? { level: env.LOG_LEVEL, stream: destination } : { level: env.LOG_LEVEL },
    logController,
  };
}

/**
 * What `listen` says for each address it is bound to: without a scheme, so the one link in the log is the address to
 * open (`openLine`). Opening another (127.0.0.1 beside localhost, a LAN address) gives another session and cart than
 * the links in mails, which use APP_URL.
 */
export function listenText(address: string): string {
  return `Listening on ${address.replace(/^[a-z]+:\/\//, '')}`;
}

export function openLine(env: Env): string {
  return `Ready: open ${appUrl(env)}`;
}
