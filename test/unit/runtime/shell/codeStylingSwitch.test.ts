import { describe, expect, it } from 'vitest';
import { pressedOption } from '../../../../runtime/shell/codeStylingSwitch.ts';

const all = [
  { styling: 'MUI System', fallback: true },
  { styling: 'Tailwind', fallback: false },
  { styling: 'CSS', fallback: false },
];

describe('pressedOption', () => {
  it("presses the reader's styling where the demo has it", () => {
    expect(pressedOption(all, 'Tailwind')).toBe('Tailwind');
    expect(pressedOption(all, 'MUI System')).toBe('MUI System');
  });

  it("presses the demo's fallback where it lacks the reader's styling", () => {
    expect(pressedOption([all[0], all[2]], 'Tailwind')).toBe('MUI System');
    expect(pressedOption([{ styling: 'Tailwind', fallback: true }, all[2]], 'MUI System')).toBe('Tailwind');
  });
});
