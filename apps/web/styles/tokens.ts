/**
 * The design tokens, in one place. Components read them through `theme` (every leaf is a CSS
 * variable reference such as `var(--color-ink)`), never as raw values; `rootDeclarations` declares
 * the variables once, in the global styles. Text colours are chosen for WCAG 2.2 AA contrast on
 * the surfaces they are paired with (noted beside each).
 */
/** The metric-matched stand-in for Plus Jakarta Sans until it loads (its faces: styles/fonts.ts). */
export const JAKARTA_FALLBACK = 'Jakarta Fallback';

const tokens = {
  color: {
    ink: '#0f172a', // body text: 17:1 on surface
    inkMuted: '#475569', // secondary text: 7.5:1 on surface, 7:1 on surfaceMuted
    surface: '#ffffff',
    surfaceMuted: '#f6f7fb',
    surfaceTint: '#f4f1ff',
    border: '#e2e6ef',
    borderStrong: '#c5cbd8',
    primary: '#6d28d9', // white text on it: 7.1:1
    primaryHover: '#5b21b6',
    primarySoft: '#ede9fe',
    onPrimary: '#ffffff',
    accent: '#0f766e', // 5.5:1 on surface
    accentBright: '#5eead4', // on night: 12:1
    gold: '#f59e0b',
    goldSoft: '#fef3c7',
    onGold: '#422006',
    night: '#0b1020', // the dark sections' background
    nightRaised: '#151c33',
    nightBorder: '#2a3350',
    onNight: '#f8fafc', // 18:1 on night
    onNightMuted: '#cbd5e1', // 12:1 on night
    danger: '#b91c1c', // 6.5:1 on surface
    dangerSoft: '#fef2f2',
    success: '#15803d', // 5:1 on surface
    successSoft: '#f0fdf4',
    focus: '#7c3aed',
    focusOnNight: '#c4b5fd',
    // The hero and the night bands
    white: '#ffffff',
    lavender: '#c4b5fd', // the middle of the hero headline's gradient
    primaryDeep: '#3b1f8f', // the dark end of violet gradients
    violetNight: '#2e1065', // the violet corner of the link-preview card
    goldLight: '#fcd34d', // a reward coin's lit edge
    goldDeep: '#d97706', // a reward coin's shaded edge
    onNightSubtle: 'rgb(248 250 252 / 0.72)', // partner names on night: 11:1
    nightScrim: 'rgb(11 16 32 / 0.75)', // a caption over the video poster
    nightGlass: 'rgb(255 255 255 / 0.06)', // a card laid on a night band
    frosted: 'rgb(255 255 255 / 0.92)', // the play button over the poster
    // The top bar's see-through white once the page scrolls under it, and the night-tinted veil
    // over the page while the phone menu is open.
    surfaceGlass: 'rgb(255 255 255 / 0.78)',
    overlay: 'rgb(11 16 32 / 0.5)',
    // Hover washes: translucent, so one value reads on light and dark surfaces alike.
    hoverWash: 'rgb(127 127 127 / 0.12)', // the outline button's hover background
  },
  /** Soft radial lights behind bands; stronger where the band is darker. */
  glow: {
    violetFaint: 'rgb(124 58 237 / 0.14)',
    violet: 'rgb(124 58 237 / 0.35)',
    violetStrong: 'rgb(124 58 237 / 0.4)',
    violetIntense: 'rgb(124 58 237 / 0.45)',
    teal: 'rgb(13 148 136 / 0.35)',
  },
  font: {
    // The brand font leads the stack only once this browser has it (styles/fonts.ts).
    sans: `"${JAKARTA_FALLBACK}", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  text: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.3125rem',
    h3: 'clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)',
    h2: 'clamp(1.875rem, 1.45rem + 1.8vw, 2.875rem)',
    h1: 'clamp(2.375rem, 1.6rem + 3.4vw, 4.25rem)',
  },
  leading: { tight: '1.1', snug: '1.3', normal: '1.6' },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
    section: 'clamp(4rem, 3rem + 5vw, 7.5rem)',
    gutter: 'clamp(1.25rem, 0.75rem + 2.5vw, 2.5rem)',
  },
  size: {
    content: '75rem',
    prose: '42rem',
    topBar: '4.5rem',
    tap: '2.75rem', // the smallest target a finger should have to hit (44 px)
  },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', xl: '1.5rem', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
    md: '0 4px 12px rgb(15 23 42 / 0.08), 0 2px 4px rgb(15 23 42 / 0.06)',
    lg: '0 18px 40px rgb(15 23 42 / 0.12), 0 4px 10px rgb(15 23 42 / 0.06)',
    glow: '0 10px 30px rgb(109 40 217 / 0.35)',
    float: '0 30px 80px rgb(0 0 0 / 0.45)', // the video poster, above the hero
    button: '0 10px 30px rgb(0 0 0 / 0.35)', // the play button
    ringAccent: '0 0 0 4px rgb(94 234 212 / 0.2)', // the live dot's halo
  },
  z: { raised: '1', topBar: '50', menu: '60', tooltip: '70' },
  motion: { fast: '150ms', base: '250ms', slow: '400ms', ease: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
} as const;

type Leaf = string | number;
type VarTree<T> = { readonly [K in keyof T]: T[K] extends Leaf ? string : VarTree<T[K]> };

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function toVars<T extends object>(node: T, path: string[] = []): VarTree<T> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const next = [...path, kebab(key)];
      return [
        key,
        typeof value === 'object' ? toVars(value as object, next) : `var(--${next.join('-')})`,
      ];
    }),
  ) as VarTree<T>;
}

function declarations(node: object, path: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const next = [...path, kebab(key)];
    return typeof value === 'object'
      ? declarations(value as object, next)
      : [`--${next.join('-')}: ${String(value)};`];
  });
}

/**
 * The raw colours, for the few renderers that cannot read CSS variables (the link-preview images,
 * the browser's theme colour).
 */
export const palette = tokens.color;

/** Every token as a CSS variable reference: `theme.color.ink` is `var(--color-ink)`. */
export const theme = toVars(tokens);

/** The custom property declarations, for `:root` in the global styles. */
export const rootDeclarations = declarations(tokens).join('\n');

/** Breakpoints, in px. Media queries cannot read custom properties, so these stay literal. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Media queries from the breakpoints: `${media.md} { … }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;
