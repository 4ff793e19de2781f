/**
 * Which of the build's chunks the service worker precaches for everyone, and which it keeps only on the
 * device of a seller or an admin (docs/architecture.md, "Offline"). The signed-in pages of each area hang
 * off one module, its role root; a chunk the entry can reach without passing through a role root is
 * public, and one reachable only through a role root belongs to that role (or to both). The plugin works
 * the classification out from the bundle's chunk graph in generateBundle, and `tagRoles` (one of
 * vite-plugin-pwa's `injectManifest.manifestTransforms`) writes it into the precache list as `roles`.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { CodeRole } from '../src/shared/sw-protocol';
import { CODE_ROLE_LIST, ROLE_ROOTS } from './code-roles.ts';
import { describePrecache, precacheFigures } from './precache-figures.ts';

/** What the classification needs of a chunk (rolldown's output chunk has it all). */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
  /** File names of the chunks it imports dynamically. */
  dynamicImports: readonly string[];
}

/** The chunks reachable from `starts` over static and dynamic imports, never entering `stops`. */
function reachable(byFile: Map<string, ChunkNode>, starts: string[], stops: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = starts.filter((file) => !stops.has(file));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
      if (!stops.has(next) && !seen.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * Each chunk's roles, by file name: none for a public chunk. Throws when a role root is not a chunk of its
 * own, when public code imports it statically (its code would then be needed by everyone), or when a
 * chunk is reachable from nowhere (the classification would be guessing).
 * `roots` holds each role root's module id as the bundle names it (an absolute path).
 */
export function classifyChunks(chunks: readonly ChunkNode[], roots: Record<CodeRole, string>): Map<string, CodeRole[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootFiles = new Map<CodeRole, string>();
  for (const role of CODE_ROLE_LIST) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === roots[role]);
    if (!chunk)
      throw new Error(
        `precache roles: the ${role} code's root module ${roots[role]} is not a chunk of its own in the bundle. ` +
          'Its signed-in pages must be loaded through it with a dynamic import (build/precache-roles.ts).',
      );
    rootFiles.set(role, chunk.fileName);
  }
  const stops = new Set(rootFiles.values());
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const open = reachable(byFile, entries, stops);
  for (const [role, file] of rootFiles) {
    const importer = chunks.find((chunk) => open.has(chunk.fileName) && chunk.imports.includes(file));
    if (importer || entries.includes(file))
      throw new Error(
        `precache roles: public code (${importer?.fileName ?? file}) imports the ${role} root ${file} statically, ` +
          'so its code would be needed by everyone: load it only with a dynamic import behind its gate.',
      );
  }

  const roles = new Map<string, CodeRole[]>();
  for (const file of open) roles.set(file, []);
  for (const [role, root] of rootFiles)
    for (const file of reachable(byFile, [root], open)) roles.set(file, [...(roles.get(file) ?? []), role]);
  const lost = chunks.filter((chunk) => !roles.has(chunk.fileName)).map((chunk) => chunk.fileName);
  if (lost.length > 0)
    throw new Error(`precache roles: no page can load ${lost.join(', ')}; which devices should keep it?`);
  return roles;
}

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * The plugin, and the manifest transform that reads what it found. The plugin goes after VitePWA in the
 * plugin list: at the end of the build it prints the precache's figures from the written `sw.js`.
 */
export function precacheRoles(): { plugin: Plugin; tagRoles: ManifestTransform } {
  let classified: Map<string, CodeRole[]> | undefined;
  let root = process.cwd();
  let outDir = 'dist';
  let info: (line: string) => void = () => undefined;

  const plugin: Plugin = {
    name: 'precache-roles',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      info = (line) => config.logger.info(line);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const roots = Object.fromEntries(CODE_ROLE_LIST.map((role) => [role, resolve(root, ROLE_ROOTS[role])]));
      classified = classifyChunks(chunks, roots as Record<CodeRole, string>);
    },
    // After vite-plugin-pwa's (sequential, in plugin order), which writes the precache list into sw.js.
    closeBundle: {
      sequential: true,
      handler() {
        if (classified) for (const line of describePrecache(precacheFigures(outDir))) info(line);
      },
    },
  };

  const tagRoles: ManifestTransform = (entries) => {
    if (!classified) throw new Error('precache roles: the precache list was made before the bundle was classified');
    const known = classified;
    const manifest = entries.map((entry) => {
      if (!entry.url.endsWith('.js')) return entry;
      const roles = known.get(entry.url);
      if (!roles) throw new Error(`precache roles: ${entry.url} is not a chunk of this build`);
      return roles.length > 0 ? { ...entry, roles } : entry;
    });
    return { manifest };
  };

  return { plugin, tagRoles };
}
