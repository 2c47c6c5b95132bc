import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateToolModule, isToolCall } from '../../../../../cli/load/tools/toolModule.ts';

describe('a tool module read as data', () => {
  it('evaluates the file with stand-ins for its packages: define… gives its argument, other calls are kept as data', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-module-'));
    try {
      fs.writeFileSync(path.join(dir, 'items.js'), 'module.exports = ["a", "b"];\n');
      fs.writeFileSync(
        path.join(dir, 'config.mjs'),
        "import { defineConfig } from 'not-installed/config';\nimport plugin from 'also-missing';\nimport items from './items.js';\n" +
          "export default defineConfig({ title: 'T', items, integrations: [plugin({ sidebar: [1] })], where: require.resolve('./items.js') });\n",
      );
      const value = (await evaluateToolModule(path.join(dir, 'config.mjs'))) as Record<string, unknown>;
      expect(value.title).toBe('T');
      expect(value.items).toEqual(['a', 'b']);
      expect(value.where).toBe(path.join(dir, 'items.js'));
      const [call] = value.integrations as unknown[];
      expect(isToolCall(call) && call.toolCall).toBe('also-missing');
      expect(isToolCall(call) && call.args).toEqual([{ sidebar: [1] }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
