/** Whether Node loads a file as CommonJS: `.cjs`, or `.js` in a package scope without `"type": "module"`. */
import fs from 'node:fs';
import path from 'node:path';

const scopeIsModule = new Map<string, boolean>();

/** True when the nearest package.json above `dir` declares `"type": "module"`. */
function moduleScope(dir: string): boolean {
  const known = scopeIsModule.get(dir);
  if (known !== undefined) return known;
  const manifest = path.join(dir, 'package.json');
  let isModule: boolean;
  if (fs.existsSync(manifest)) {
    try {
      isModule = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
    } catch {
      isModule = false;
    }
  } else {
    isModule = path.dirname(dir) === dir ? false : moduleScope(path.dirname(dir));
  }
  scopeIsModule.set(dir, isModule);
  return isModule;
}

export function isCommonJsFile(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  return file.endsWith('.js') && !moduleScope(path.dirname(file));
}
