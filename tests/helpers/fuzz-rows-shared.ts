/** What several of the fuzz's row files (fuzz-rows-*.ts) use to write their rows. */

/** A field named as its messages name it: the same name as the path. */
export const same = (...paths: string[]) => Object.fromEntries(paths.map((path) => [path, path]));

/** A path's :id param, as the number given. */
export const id = (n: number) => ({ id: String(n) });
