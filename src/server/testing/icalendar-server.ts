// A calendar server on loopback for the calendar sync's tests (no outside network): each path answers as a test sets
// it (a file with an ETag and Last-Modified, a redirect, a status, a body that never ends), and every request is kept
// with its headers so a test can see what was asked.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer =
  | { kind: 'calendar'; text: string; etag?: string; lastModified?: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'status'; status: number }
  /** Sends headers and a first line, then nothing more. */
  | { kind: 'stall' };

export interface IcalendarServer {
  url(path: string): string;
  answer(path: string, answer: Answer): void;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

function respond(response: ServerResponse, answer: Answer, headers: IncomingHttpHeaders): void {
  switch (answer.kind) {
    case 'calendar': {
      const unchanged =
        (answer.etag && headers['if-none-match'] === answer.etag) ||
        (answer.lastModified && headers['if-modified-since'] === answer.lastModified);
      const validators = {
        ...(answer.etag ? { etag: answer.etag } : {}),
        ...(answer.lastModified ? { 'last-modified': answer.lastModified } : {}),
      };
      if (unchanged) return void response.writeHead(304, validators).end();
      return void response.writeHead(200, { 'content-type': 'text/calendar', ...validators }).end(answer.text);
    }
    case 'redirect':
      return void response.writeHead(302, { location: answer.location }).end();
    case 'status':
      return void response.writeHead(answer.status).end();
    case 'stall':
      response.writeHead(200, { 'content-type': 'text/calendar' });
      return void response.write('BEGIN:VCALENDAR\r\n');
  }
}

export async function startIcalendarServer(): Promise<IcalendarServer> {
  const answers = new Map<string, Answer>();
  const requests: IcalendarServer['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    respond(response, answers.get(path) ?? { kind: 'status', status: 404 }, request.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    answer: (path, answer) => void answers.set(path, answer),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An iCalendar file of `events`, each lines of a VEVENT without BEGIN and END. */
export function icsOf(events: string[][], extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Calendar//EN',
    ...extra,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
