import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder above `from` holding package.json (works from src/ under ts-jest and from dist/). */
export function repositoryRoot(from: string = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
