/**
 * The design tokens. Every colour pair used for text meets WCAG AA (4.5:1);
 * gold is only ever used on navy, never on white.
 */
export const color = {
  navy: '#0E2F4A',
  navyDeep: '#0A2236',
  teal: '#0F6E6E',
  tealDark: '#0B5656',
  tealLight: '#7CC4BD',
  gold: '#F2B33D',
  cream: '#FAF6EE',
  blush: '#F4E3D7',
  ink: '#14202B',
  muted: '#4A5968',
  border: '#D5DCE2',
  white: '#FFFFFF',
  /** Text on navy that is not a heading. */
  onNavyMuted: '#C9D6E2',
  /** The lighter navy the hero's gradient starts from. */
  navyGlow: '#17507a',
  /** Form fields' borders and placeholders. */
  fieldBorder: '#6B7A89',
  placeholder: '#5E6C7A',
  /** A problem (keeps 4.5:1 on white): the required marker, a field's error; on its tint, the darker text. */
  error: '#A63D12',
  errorDark: '#7A2C0C',
  errorTint: '#FBEAE3',
  /** The notice after a form was sent. */
  successTint: '#E3F3F0',
  /** A caution beside a result (the calculator's warning). */
  warning: '#8A5A00',
  warningTint: '#FDF3DC',
} as const;

/** The banner at the top of every page, and the social cards drawn like it. */
export const heroBackground = `radial-gradient(120% 140% at 85% 10%, ${color.navyGlow} 0%, ${color.navy} 55%, ${color.navyDeep} 100%)`;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
} as const;

/** Type scale in rem; the big sizes grow with the viewport. */
export const text = {
  xs: '0.875rem',
  sm: '1rem',
  md: '1.125rem',
  lg: '1.375rem',
  xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  xxl: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  hero: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
} as const;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(14, 47, 74, 0.06), 0 8px 24px rgba(14, 47, 74, 0.08)',
  raised: '0 12px 32px rgba(14, 47, 74, 0.16)',
} as const;

export const breakpoint = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Where the header has room for the full navigation; below it shows the menu toggle. */
export const navBreakpoint = 1180;

/** `${mq.md} { … }` applies from the md breakpoint up. */
export const mq = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  xl: `@media (min-width: ${breakpoint.xl}px)`,
  nav: `@media (min-width: ${navBreakpoint}px)`,
  /**
   * A window tall enough for the header to stay on screen (sticky). Shorter ones, such as a laptop
   * at 400% zoom (320 × 200 CSS px) or a phone on its side, need every line for the page itself.
   */
  tall: '@media (min-height: 400px)',
} as const;

export const layout = { maxWidth: '1200px', gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2rem)', heroHeight: '400px' } as const;
