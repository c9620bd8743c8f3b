import { assembleApp } from './boot.ts';
import { serveConfigurationError } from './config-error-page.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { ConfigurationError, EnvSchema, loadEnv } from './env.ts';
import { warmArtworkCache } from './features/media/index.ts';
import { listenText, openLine } from './logger.ts';

// Listens first, the web app's files and the health check answering at once, then prepares the database (ADR 020);
// requests that need it wait for it meanwhile (http/readiness.ts).
async function main() {
  let env;
  try {
    env = loadEnv();
    const { app, prepare } = await assembleApp(env);
    await app.listen({ port: env.PORT, host: env.HOST, listenTextResolver: listenText });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void app.close().then(() => process.exit(0)));
    }
    // An unreachable database closes the app, and its port serves the configuration error page below.
    await prepare().catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
    app.log.info(openLine(env));
    warmArtworkCache(app).catch((error: unknown) => app.log.warn({ err: error }, 'artwork cache warm-up stopped'));
  } catch (error) {
    if (error instanceof ConfigurationError || error instanceof DatabaseUnreachableError) {
      const problems = error instanceof ConfigurationError ? error.problems : [error.message];
      console.error(`\n${error.message}\n\nServing a configuration error page until the configuration is fixed.\n`);
      const port = env?.PORT ?? EnvSchema.shape.PORT.parse(process.env.PORT);
      serveConfigurationError(port, env?.HOST ?? '0.0.0.0', problems);
      return;
    }
    throw error;
  }
}

await main();
