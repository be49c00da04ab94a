import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  basicStepProblems,
  cleanSearchText,
  cleanTextInput,
  detailsStepProblems,
  emptyListingForm,
  hasRefusedCharacters,
  INVALID_CHARACTERS,
  messageText,
  validateBillingDetails,
  validateProfile,
} from '../../../../core';

const text = (raw: string, shape: 'line' | 'multiline' = 'line') => {
  const checked = cleanTextInput(raw, shape);
  return checked.ok ? checked.text : checked.problem;
};

describe('text input at the edge (core/validation/text-input.ts, docs/api.md "Text input")', () => {
  it('refuses NUL, C0 and C1 control characters and DEL in every field, with the catalogue message', () => {
    for (const bad of ['\u0000', '\u0001', '\u0007', '\u000B', '\u000C', '\u001B', '\u007F', '\u0080', '\u0085', '\u009F']) {
      expect(text(`Ана${bad}`, 'line')).toBe(INVALID_CHARACTERS);
      expect(text(`Ана${bad}`, 'multiline')).toBe(INVALID_CHARACTERS);
      expect(hasRefusedCharacters(bad)).toBe(true);
    }
    expect(messageText(INVALID_CHARACTERS, 'mk')).toBe('Полето содржи недозволени знаци.');
    expect(messageText(INVALID_CHARACTERS, 'sq')).not.toBe(INVALID_CHARACTERS);
  });

  it('refuses a lone surrogate, keeps a pair', () => {
    expect(text('a\uD800b')).toBe(INVALID_CHARACTERS);
    expect(text('a\uDC00')).toBe(INVALID_CHARACTERS);
    expect(text('кола 🚗')).toBe('кола 🚗');
  });

  it('keeps tabs and newlines in multi-line text (CR LF → LF), folds them into a space in one-line text', () => {
    expect(text('ред 1\r\nред 2\r\tкрај', 'multiline')).toBe('ред 1\nред 2\n\tкрај');
    expect(text('  Голф\t6\nTDI  ', 'line')).toBe('Голф 6 TDI');
  });

  it('removes bidi controls and zero-width characters from one-line text (issue 36 case 9)', () => {
    expect(text('Ана\u202Eкод.exe\u202C\u200B')).toBe('Анакод.exe');
    for (const invisible of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']) {
      expect(text(`Под${invisible}дршка`)).toBe('Поддршка');
    }
  });

  it('keeps the zero-width joiner inside an emoji sequence', () => {
    expect(text('Семејство 👨\u200D👩\u200D👧')).toBe('Семејство 👨\u200D👩\u200D👧');
    expect(text('👍🏽\u200D🔥')).toBe('👍🏽\u200D🔥');
    expect(text('a\u200Db')).toBe('ab');
  });

  it('removes bidi overrides but keeps marks and joiners in multi-line text', () => {
    expect(text('опис \u202Eобратно\u202C', 'multiline')).toBe('опис обратно');
    expect(text('שלום\u200Fabc', 'multiline')).toBe('שלום\u200Fabc');
  });

  it('normalises to NFC', () => {
    const decomposed = 'Caf\u0065\u0301 \u0418\u0306';
    expect(text(decomposed)).toBe('Café Й');
    expect(text(decomposed).normalize('NFC')).toBe(text(decomposed));
    // A zero-width character between a letter and its accent is removed first, so the two still compose.
    expect(text('e\u200B\u0301')).toBe('é');
  });

  it('searches drop what a field would refuse or remove', () => {
    expect(cleanSearchText('голф\u0000\u202E 6\uD800')).toBe('голф 6');
    expect(cleanSearchText('\u0000')).toBe('');
  });

  it('property: any string is either refused or cleaned into stable NFC text free of controls, bidi and zero-width', () => {
    const alphabet = fc.constantFrom('а', 'a', 'e', '\u0301', ' ', '\t', '\n', '\r', '\u0000', '\u0085', '\u202E', '\u2066', '\u200B', '\u200D', '\uFEFF', '\uD800', '\uDC00', 'e\u0301', '👨', '\u2028');
    const arbitrary = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: alphabet, maxLength: 40 }));
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('line' as const, 'multiline' as const), (raw, shape) => {
        const checked = cleanTextInput(raw, shape);
        if (!checked.ok) return hasRefusedCharacters(raw);
        const out = checked.text;
        expect(hasRefusedCharacters(out)).toBe(false);
        expect(out).toBe(out.normalize('NFC'));
        expect(/[\u202A-\u202E\u2066-\u2069]/.test(out)).toBe(false);
        if (shape === 'line') expect(/[\u200B\u200C\u200E\u200F\u2060\uFEFF\t\n\r]/.test(out)).toBe(false);
        // Cleaning is idempotent: what is stored is what a second pass would store.
        expect(cleanTextInput(out, shape)).toEqual({ ok: true, text: out });
        const search = cleanSearchText(raw);
        expect(hasRefusedCharacters(search)).toBe(false);
        return true;
      }),
      { numRuns: 500 },
    );
  });
});

describe('the forms run the same rule before sending', () => {
  it('profile: a name with a control character is refused with invalidCharacters', () => {
    expect(validateProfile({ first_name: 'Ана\u0000', last_name: 'Петровска', company_name: 'Фирма\u0085' })).toEqual({ first_name: INVALID_CHARACTERS, company_name: INVALID_CHARACTERS });
    expect(validateProfile({ first_name: 'Ана\u202E', last_name: 'Петровска' })).toEqual({});
  });

  it('listing wizard: title, brand and description; lengths counted on the stored text', () => {
    const values = { ...emptyListingForm(null), categoryId: 1, regionId: 1, price: '100', title: 'Голф\u0000', brand: 'VW\u0007', description: 'ред 1\nред 2\u0000' };
    const basic = basicStepProblems(values, { hasSubcategories: false, hasCities: false });
    expect(basic).toEqual(expect.arrayContaining([{ field: 'title', id: INVALID_CHARACTERS }, { field: 'brand', id: INVALID_CHARACTERS }]));
    expect(detailsStepProblems(values, { ready: 1, pending: 0 })).toEqual([{ field: 'description', id: INVALID_CHARACTERS }]);
    const invisible = basicStepProblems({ ...values, brand: '', title: 'аб\u200B\u200B\u202E' }, { hasSubcategories: false, hasCities: false });
    expect(invisible).toEqual([{ field: 'title', id: 'wizard.titleTooShort' }]);
    expect(detailsStepProblems({ ...values, description: 'ред 1\n\tред 2' }, { ready: 1, pending: 0 })).toEqual([]);
  });

  it('billing details', () => {
    const checked = validateBillingDetails({ kind: 'person', name: 'Ана\u0000', address: 'Партизанска\u200B 1', city: 'Скопје' });
    expect(checked).toEqual({ ok: false, errors: { name: [INVALID_CHARACTERS] } });
    const clean = validateBillingDetails({ kind: 'person', name: 'Ана\u202E', address: 'Партизанска\u200B 1', city: 'Sko\u0301pje' });
    expect(clean).toMatchObject({ ok: true, value: { name: 'Ана', address: 'Партизанска 1', city: 'Sk\u00F3pje' } });
  });
});
