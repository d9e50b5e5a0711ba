import type { ThemeConfig } from 'antd';
import { ANTD_SCOPE } from './plain/antd-scope';

// The one antd theme of the site. Colours are chosen for WCAG AA on white:
// teal #0f766e gives 5.5:1 against #fff. layout.css repeats them as CSS custom properties.
const brandColors = {
  primary: '#0f766e',
  text: '#0f172a',
  background: '#f8fafc',
} as const;

const systemFontStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

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
