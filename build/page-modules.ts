/**
 * Which page module each route loads, read off the client's own page tables at build time, so the
 * modules' paths are written once: in the `import()` calls of the tables (src/client/app/routes.tsx and
 * the tables of the pages it loads). The server reads the result to name a page's chunks in its HTML
 * (src/server/features/client/route-preloads.ts).
 *
 * A table is an object literal whose values are lazy pages, `lazyPage(() => import('…'))` or `lazy(…)`,
 * written in place or through a constant: `{ home: HomePage }`. Its keys are route keys, an area
 * (`{ seller: SellerLayout }`), or a kind of route (`{ seller: SellerPage }`, the page of every `seller…`
 * route). A lazy constant that is in no table is the file's other page (`SignedInPages`, which gets every
 * route the file's table does not name). The walk starts at the router's two roots and follows each lazy
 * module that has tables of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type Plugin, parseAst } from 'vite';
import { PAGE_MODULES_PATH, PAGE_ROOTS, type PageModuleMap, type PageTable } from '../src/shared/page-modules.ts';

const LAZY_CALLS = new Set(['lazy', 'lazyPage']);

/** An ESTree node, as much of it as the walk reads (oxc's parser, through Vite). */
interface AstNode {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on `node` and every node under it. */
function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (isNode(node)) {
    visit(node);
    for (const [field, value] of Object.entries(node)) if (field !== 'type') walk(value, visit);
  }
}

/** The specifier of `lazy(() => import('x'))` or `lazyPage(() => import('x').catch(…))`, else undefined. */
function lazySpecifier(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  if (callee.type !== 'Identifier' || !LAZY_CALLS.has(callee.name as string)) return undefined;
  const [loader] = node.arguments as AstNode[];
  if (loader?.type !== 'ArrowFunctionExpression') return undefined;
  let specifier: string | undefined;
  walk(loader.body, (inner) => {
    const source = inner.source as AstNode | undefined;
    if (specifier === undefined && inner.type === 'ImportExpression' && typeof source?.value === 'string')
      specifier = source.value;
  });
  return specifier;
}

const propertyName = (key: AstNode): string | undefined =>
  key.type === 'Identifier' ? (key.name as string) : typeof key.value === 'string' ? key.value : undefined;

/** The repository path a relative specifier of `fromFile` names (the extension as the manifest writes it). */
function resolveModule(root: string, fromFile: string, specifier: string): string {
  const base = join(dirname(join(root, fromFile)), specifier);
  const candidates = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => `${base}${ending}`);
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  if (!found) throw new Error(`${fromFile}: cannot find the page module ${specifier}`);
  return relative(root, found).split('\\').join('/');
}

/** One file's tables, or undefined when it loads no lazy page. */
export function readPageTable(root: string, file: string, source: string): PageTable | undefined {
  const tree = parseAst(source, { lang: 'tsx' }, file);
  const constants = new Map<string, string>();
  const pages: Record<string, string> = {};
  const inTables = new Set<string>();
  // Declarations come before the tables that use them: constants first, then the tables.
  walk(tree, (node) => {
    const id = node.id as AstNode | undefined;
    const specifier = node.type === 'VariableDeclarator' ? lazySpecifier(node.init) : undefined;
    if (specifier && id?.type === 'Identifier') constants.set(id.name as string, resolveModule(root, file, specifier));
  });
  walk(tree, (node) => {
    if (node.type !== 'Property') return;
    const key = propertyName(node.key as AstNode);
    const value = node.value as AstNode;
    if (key === undefined) return;
    const specifier = lazySpecifier(value);
    if (specifier) pages[key] = resolveModule(root, file, specifier);
    const constant = value.type === 'Identifier' ? constants.get(value.name as string) : undefined;
    if (constant) {
      pages[key] = constant;
      inTables.add(value.name as string);
    }
  });
  const others = [...constants].filter(([name]) => !inTables.has(name)).map(([, module]) => module);
  return Object.keys(pages).length > 0 || others.length > 0 ? { pages, others } : undefined;
}

/** The tables of the roots and of every lazy module they lead to that has tables of its own. */
export function readPageModules(root: string): PageModuleMap {
  const map: PageModuleMap = {};
  const queue: string[] = [PAGE_ROOTS.pages, PAGE_ROOTS.layouts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file in map) continue;
    const table = readPageTable(root, file, readFileSync(join(root, file), 'utf8'));
    if (!table) continue;
    map[file] = table;
    queue.push(...Object.values(table.pages), ...table.others);
  }
  return map;
}

/** Writes the map into the build, beside the manifest. */
export function pageModulesPlugin(root: string): Plugin {
  return {
    name: 'page-modules',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_PATH, source: JSON.stringify(readPageModules(root)) });
    },
  };
}
