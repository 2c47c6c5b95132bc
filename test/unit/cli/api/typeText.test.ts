import { describe, expect, it } from 'vitest';
import { shortenTypeText, TYPE_TEXT_MAX_LENGTH } from '../../../../cli/api/typeText.ts';

const literals = (count: number) => Array.from({ length: count }, (_, index) => `'value${index}'`).join(' | ');

describe('shortenTypeText', () => {
  it('keeps a type that fits as is, with no full text', () => {
    expect(shortenTypeText("'text' | 'outlined'")).toEqual({ text: "'text' | 'outlined'" });
  });

  it('collapses a long union to its leading members and keeps the full text', () => {
    const full = literals(30);
    const { text, full: kept } = shortenTypeText(full);
    expect(kept).toBe(full);
    expect(text.length).toBeLessThanOrEqual(TYPE_TEXT_MAX_LENGTH);
    expect(text).toMatch(/^'value0' \| 'value1' \| .* \| …$/);
  });

  it('does not split a union nested in generics or function types', () => {
    const full = `Record<${literals(20)}, string> | (() => void)`;
    expect(shortenTypeText(full)).toEqual({ text: 'Record<…> | (() => void)', full });
  });

  it('shortens a long object type to its keys', () => {
    const full = `{ root?: SlotProps<'div', ${literals(8)}>; input?: SlotProps<'input', {}>; label?: string; }`;
    expect(shortenTypeText(full)).toEqual({ text: '{ root?, input?, label? }', full });
  });

  it('shortens a long function type to its parameter names', () => {
    const full = `(event: SyntheticEvent<Element, Event>, value: ${literals(8)}, reason: AutocompleteChangeReason) => void`;
    expect(shortenTypeText(full).text).toBe('(event, value, reason) => void');
  });

  it('drops the type parameters of a long generic function type', () => {
    const full = `<ExternalProps extends Record<string, any> = {}>(externalProps?: ExternalProps) => UseButtonRootSlotProps<ExternalProps> & ${literals(5)}`;
    expect(shortenTypeText(full).text).toBe(`(externalProps?) => UseButtonRootSlotProps<ExternalProps> & ${literals(5)}`);
  });

  it('shortens a long generic to its name', () => {
    expect(shortenTypeText(`Partial<Omit<${literals(20)}, 'x'>>`).text).toBe('Partial<…>');
  });
});
