import { describe, expect, it, vi } from 'vitest';
import { effectiveMode, readStoredMode, selectColorScheme } from '../../../../runtime/theme/colorScheme.ts';

const theme = { colorSchemes: { light: {}, dark: {} } };

describe('selectColorScheme', () => {
  it('returns a scheme the theme defines, without logging', () => {
    const logError = vi.fn();
    expect(selectColorScheme(theme, 'light', 'dark', logError)).toBe('dark');
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs an error naming the missing and available schemes and keeps the current one', () => {
    const logError = vi.fn();
    expect(selectColorScheme(theme, 'light', 'sepia', logError)).toBe('light');
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]![0]).toMatch(/"sepia" does not exist.*available: light, dark/);
  });

  it('logs to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    selectColorScheme(theme, 'dark', 'toString');
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('effectiveMode', () => {
  it('uses an explicit light or dark choice regardless of the OS', () => {
    expect(effectiveMode('light', true)).toBe('light');
    expect(effectiveMode('dark', false)).toBe('dark');
  });

  it('follows the OS for system and for a not-yet-known choice', () => {
    expect(effectiveMode('system', true)).toBe('dark');
    expect(effectiveMode('system', false)).toBe('light');
    expect(effectiveMode(null, true)).toBe('dark');
  });
});

describe('readStoredMode', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'mui-mode' ? value : null) });

  it('reads the mui-mode key', () => {
    expect(readStoredMode(storage('dark'))).toBe('dark');
    expect(readStoredMode(storage('light'))).toBe('light');
    expect(readStoredMode(storage('system'))).toBe('system');
  });

  it('treats absent, invalid or unreadable values as system', () => {
    expect(readStoredMode(storage(null))).toBe('system');
    expect(readStoredMode(storage('"dark"'))).toBe('system');
    expect(readStoredMode(undefined)).toBe('system');
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredMode(throwing)).toBe('system');
  });
});
