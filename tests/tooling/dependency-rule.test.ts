import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// Proves the lint rule that guards docs/architecture.md#the-dependency-rule actually bites, on fixtures that break it on purpose.
const eslint = new ESLint({ ignore: false });

async function ruleIdsFor(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('dependency rule (docs/architecture.md#the-dependency-rule)', () => {
  it.each([
    ['tests/lint-fixtures/core/imports-react.ts', 'no-restricted-imports'],
    ['tests/lint-fixtures/core/imports-adapter.ts', 'no-restricted-imports'],
    ['tests/lint-fixtures/core/touches-window.ts', 'no-restricted-globals'],
    ['tests/lint-fixtures/adapters/imports-ui.ts', 'no-restricted-imports'],
    ['tests/lint-fixtures/ui/imports-socket.ts', 'no-restricted-imports'],
    ['tests/lint-fixtures/ui/imports-app.ts', 'no-restricted-imports'],
    ['tests/lint-fixtures/core/imports-unlisted-package.ts', 'no-restricted-imports'],
  ])('rejects %s', async (file, rule) => {
    expect(await ruleIdsFor(file)).toContain(rule);
  });

  it('accepts core code that only uses rxjs', async () => {
    expect(await ruleIdsFor('tests/lint-fixtures/core/allowed.ts')).toEqual([]);
  });
});
