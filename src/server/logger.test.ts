// The server's log: a request is one line at debug, not two at info; development reads as lines, not JSON; the start
// log's one link is the address to open (APP_URL), which mails and sign-in use too.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appUrl } from './env.ts';
import { listenText, logOptions, openLine } from './logger.ts';
import { testEnv } from './testing/test-env.ts';

function appLogging(overrides: Record<string, string>) {
  const lines: string[] = [];
  const env = testEnv(overrides);
  const app = Fastify(logOptions(env, { write: (text: string) => lines.push(text) }));
  app.get('/api/thing', async () => ({ ok: true }));
  return { app, env, lines };
}

describe('the server log', () => {
  it('logs a request as one debug line, none at info', async () => {
    for (const [level, expected] of [
      ['info', 0],
      ['debug', 1],
    ] as const) {
      const { app, lines } = appLogging({ LOG_LEVEL: level });
      await app.inject({ url: '/api/thing?q=1' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries, level).toHaveLength(expected);
      if (expected)
        expect(entries[0]).toMatchObject({ level: 20, msg: 'request', method: 'GET', url: '/api/thing?q=1' });
      if (expected) expect(entries[0]).toMatchObject({ statusCode: 200, ms: expect.any(Number) });
      await app.close();
    }
  });

  it('writes readable lines in development, with fields and an error’s stack', async () => {
    const { app, lines } = appLogging({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    app.log.info({ venues: 24, model: 'glove' }, 'seeded the sample catalogue');
    app.log.warn({ err: new Error('lookup failed') }, 'answering with sample data');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}seeded the sample catalogue {2}venues=24 model=glove\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}answering with sample data\nError: lookup failed\n {4}at /);
    await app.close();
  });

  it('links only to the address to open, APP_URL, when it starts', async () => {
    const { app, env, lines } = appLogging({ NODE_ENV: 'development', LOG_LEVEL: 'info', APP_URL: '' });
    await app.listen({ port: 0, host: '127.0.0.1', listenTextResolver: listenText });
    app.log.info(openLine(env));
    await app.close();
    const output = lines.join('');
    expect(output).toContain('Listening on 127.0.0.1:');
    expect(output.match(/https?:\/\/\S+/g)).toEqual([appUrl(env)]);
    expect(appUrl(env)).toBe('http://localhost:3000');
  });
});
