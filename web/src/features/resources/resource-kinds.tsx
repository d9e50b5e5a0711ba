// Names and icons of resource types and categories (SPEC §9: icons for whitepaper, case study,
// template and infographic; other types get a generic file icon).
import type { ReactNode } from 'react';
import { BarChartOutlined, FileOutlined, FileTextOutlined, PictureOutlined, ProfileOutlined } from '@ant-design/icons';

type SharedContent = typeof import('../../../../schema/validation/content');

// The lists of schema/validation/content.ts, copied rather than imported: that module also builds
// the editors' yup schemas, which would add yup (~13 kB gzip) to this public page. `satisfies`
// makes the compiler reject any drift from the shared lists.
const PUBLIC_RESOURCE_TYPES = [
  'whitepaper',
  'case-study',
  'template',
  'infographic',
] as const satisfies SharedContent['PUBLIC_RESOURCE_TYPES'];

const RESOURCE_TYPES = [
  { value: 'whitepaper', label: 'Whitepaper' },
  { value: 'case-study', label: 'Case Study' },
  { value: 'template', label: 'Template' },
  { value: 'infographic', label: 'Infographic' },
  { value: 'ebook', label: 'eBook' },
  { value: 'guide', label: 'Guide' },
  { value: 'report', label: 'Report' },
] as const satisfies SharedContent['RESOURCE_TYPES'];

const RESOURCE_CATEGORIES = [
  { value: 'strategy', label: 'Strategy' },
  { value: 'cost-optimization', label: 'Cost Optimization' },
  { value: 'best-practices', label: 'Best Practices' },
  { value: 'implementation', label: 'Implementation' },
  { value: 'cloud-providers', label: 'Cloud Providers' },
] as const satisfies SharedContent['RESOURCE_CATEGORIES'];

export const ALL_TYPES = 'all';

const TYPE_TAB_LABELS: Record<(typeof PUBLIC_RESOURCE_TYPES)[number], string> = {
  whitepaper: 'Whitepapers',
  'case-study': 'Case Studies',
  template: 'Templates',
  infographic: 'Infographics',
};

/** SPEC §2: All / Whitepapers / Case Studies / Templates / Infographics. */
export const TYPE_TABS = [
  { value: ALL_TYPES, label: 'All' },
  ...PUBLIC_RESOURCE_TYPES.map((type) => ({ value: type, label: TYPE_TAB_LABELS[type] })),
];

const TYPE_ICONS: Record<string, ReactNode> = {
  whitepaper: <FileTextOutlined />,
  'case-study': <BarChartOutlined />,
  template: <ProfileOutlined />,
  infographic: <PictureOutlined />,
};

export function typeIcon(type: string): ReactNode {
  return TYPE_ICONS[type] ?? <FileOutlined />;
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function typeLabel(type: string): string {
  return RESOURCE_TYPES.find((option) => option.value === type)?.label ?? titleCase(type);
}

export function categoryLabel(category: string): string {
  return RESOURCE_CATEGORIES.find((option) => option.value === category)?.label ?? titleCase(category);
}
