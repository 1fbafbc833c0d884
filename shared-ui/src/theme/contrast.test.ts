import { contrastRatio, relativeLuminance } from './contrast';
import { theme } from './theme';

const { colors } = theme;
const AA_NORMAL_TEXT = 4.5;
const AA_LARGE_TEXT = 3; // also the minimum for non-text UI components

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio(colors.brand, colors.onBrand)).toBe(contrastRatio(colors.onBrand, colors.brand));
  });

  it('rejects colours it cannot parse', () => {
    expect(() => relativeLuminance('rgb(0,0,0)')).toThrow('Expected a #rrggbb colour');
  });
});

describe('theme colour pairs meet WCAG 2.2 AA', () => {
  const normalTextPairs: Array<[string, string, string]> = [
    ['body text on background', colors.text, colors.background],
    ['heading on background', colors.heading, colors.background],
    ['muted text on background', colors.muted, colors.background],
    ['primary button', colors.onBrand, colors.brand],
    ['primary button hovered', colors.onBrand, colors.brandHover],
    ['outline/ghost button', colors.heading, colors.background],
    ['ghost button hovered', colors.heading, colors.surface],
    ['neutral badge', colors.text, colors.surface],
    ['blue badge', colors.blue, colors.background],
    ['red badge', colors.accentText, colors.background],
    ['purple badge', colors.purple, colors.background],
    ['pending status', colors.status.onStatus, colors.status.pending],
    ['rejected status', colors.status.onStatus, colors.status.rejected],
    ['accepted status', colors.status.onStatus, colors.status.accepted],
    ['withdrawn status', colors.status.onStatus, colors.status.withdrawn],
    ['matched skill chip', colors.status.accepted, colors.background],
  ];

  it.each(normalTextPairs)('%s is at least 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('form control borders meet the 3:1 non-text minimum (WCAG 1.4.11)', () => {
    expect(contrastRatio(colors.muted, colors.background)).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
  });

  it('the red "Portal" of the wordmark is large text and meets 3:1', () => {
    expect(contrastRatio(colors.accent, colors.background)).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
  });
});
