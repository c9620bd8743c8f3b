import { boot } from './boot.ts';
import { serveConfigurationError } from './config-error-page.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { ConfigurationError, EnvSchema, loadEnv } from './env.ts';
import { warmArtworkCache } from './features/media/index.ts';

async function main() {
  let env;
  try {
    env = loadEnv();
    const app = await boot(env);
    await app.listen({ port: env.PORT, host: env.HOST });
    warmArtworkCache(app).catch((error: unknown) => app.log.warn({ err: error }, 'artwork cache warm-up stopped'));
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void app.close().then(() => process.exit(0)));
    }
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
