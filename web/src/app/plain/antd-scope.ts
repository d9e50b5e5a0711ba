// The class antd puts on every component under the site's ConfigProvider: its CSS variables are
// scoped to it. Fixed here (theme.ts cssVar.key) instead of React's useId, so the plain look-alikes
// in this folder can carry it too (docs/decisions/0035).
export const ANTD_SCOPE = 'css-var-site';
