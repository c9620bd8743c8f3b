import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as app-wide: its decorations, hooks and handlers apply to the whole app instead of staying inside
 * the plugin. This is what the fastify-plugin package does; Fastify reads these two symbols itself.
 */
export function appWide<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
