import { theme as antdTheme, type ThemeConfig } from 'antd';
import { ANTD_SCOPE } from './plain/antd-scope';

// The one antd theme of the site. Colours are chosen for WCAG AA on white:
// teal #0f766e gives 5.5:1 against #fff. layout.css repeats them as CSS custom properties.
const brandColors = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  text: '#0f172a',
  background: '#f8fafc',
} as const;

const systemFontStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

type Algorithm = Extract<NonNullable<ThemeConfig['algorithm']>, (...args: never[]) => unknown>;
type SeedToken = Parameters<Algorithm>[0];
type MapToken = ReturnType<Algorithm>;

/** antd's default algorithm applied to a seed, with the seed it was applied to (as JSON). */
export interface BuiltMapToken {
  seed: string;
  map: MapToken;
}

/** The seed antd's ConfigProvider hands the algorithm: its default seed with the site's tokens. */
export function siteSeed(): SeedToken {
  return { ...antdTheme.defaultSeed, ...theme.token } as SeedToken;
}

/** What vite.config.ts works out at build time (its `define` of __SITE_MAP_TOKEN__). */
export function buildMapToken(): BuiltMapToken {
  const seed = siteSeed();
  return { seed: JSON.stringify(seed), map: antdTheme.defaultAlgorithm(seed) };
}

/**
 * antd's default algorithm, answered from `built` when antd asks for the seed it was built for.
 * The algorithm derives about 300 tokens and 13 ten-shade colour palettes from the seed: 10 ms of
 * the first hydration on a fast desktop, four times that on Lighthouse's mobile CPU (decision
 * 0048). Any other seed is derived as before, so a stale or missing build value is only slower.
 */
export function algorithmFrom(built: BuiltMapToken | undefined): Algorithm {
  return (seed) => (built && JSON.stringify(seed) === built.seed ? { ...built.map } : antdTheme.defaultAlgorithm(seed));
}

// Undefined where the code is not built by Vite (Jest, the server's tsc build of shared modules).
declare const __SITE_MAP_TOKEN__: BuiltMapToken | undefined;

export const theme: ThemeConfig = {
  // One theme on the page, so no per-theme hash in class names: the server (which may run
  // React in development mode) and the browser then generate identical markup to hydrate.
  hashed: false,
  // A fixed scope class instead of one from useId, so plain look-alikes can carry it (app/plain).
  cssVar: { key: ANTD_SCOPE },
  token: {
    colorPrimary: brandColors.primary,
    colorInfo: brandColors.primary,
    colorLink: brandColors.primary,
    // antd lightens the brand teal on hover (#408f83 for links: 3.8:1 on white, 3.7:1 on the light
    // teal; #268277 for buttons: 4.4:1 there). Hover darkens it instead, to teal-800 (7.6:1 and
    // 7.3:1), so text stays AA in every state.
    colorLinkHover: brandColors.primaryDark,
    colorPrimaryHover: brandColors.primaryDark,
    colorPrimaryTextHover: brandColors.primaryDark,
    colorInfoHover: brandColors.primaryDark,
    colorInfoTextHover: brandColors.primaryDark,
    colorTextBase: brandColors.text,
    colorBgLayout: brandColors.background,
    // antd's placeholder grey (25% black, 1.7:1) fails WCAG AA on white; slate-500 passes (4.8:1),
    // for every input and select of the site at once.
    colorTextPlaceholder: '#64748b',
    // The same for secondary text (45% black, 3.4:1; empty-table texts, hints): slate-500 passes
    // (4.8:1). The error red (#ff4d4f, 3.3:1) is red-700 below.
    colorTextSecondary: '#64748b',
    colorTextDescription: '#64748b',
    // Description-list labels (the profile's facts) use the tertiary grey: the same slate-500.
    colorTextTertiary: '#64748b',
    colorError: '#b91c1c',
    // Status tags ('Published', 'Sent', 'Failed', 'Retrying', 'Sending') draw colorX on colorXBg;
    // antd's defaults give 2.2:1 (success) and 1.8:1 (warning). Tailwind's 700 shades on their
    // 50 backgrounds pass AA (4.8:1 or more); red-700 also gives field messages 6.5:1 on white.
    colorSuccess: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorWarning: '#b45309',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fecaca',
    colorInfoBg: '#f0fdfa',
    colorInfoBorder: '#99f6e4',
    borderRadius: 8,
    fontFamily: systemFontStack,
  },
  components: {
    Typography: {
      titleMarginBottom: '0.5em',
    },
  },
};

// Set after `theme` is complete: buildMapToken reads its tokens.
theme.algorithm = algorithmFrom(typeof __SITE_MAP_TOKEN__ === 'undefined' ? undefined : __SITE_MAP_TOKEN__);
