// The build's Vite manifest (dist/client/.vite/manifest.json): each source module's chunk and what it imports.
// Read by the server (the scripts to preload for a page) and the bundle budget (scripts/check-bundle.ts).

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk's key and the key of every chunk it imports statically, directly or not. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}
