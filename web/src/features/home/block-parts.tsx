// The parts home sections share when drawn from their page's blocks (issue 31): a block's icon,
// a call to action as today's buttons draw it, and text that may name glossary terms.
import type { ReactNode } from 'react';
import {
  AlertOutlined,
  ArrowRightOutlined,
  BulbOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  CloudOutlined,
  CompassOutlined,
  DashboardOutlined,
  DollarOutlined,
  ExperimentOutlined,
  EyeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  NodeIndexOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { ButtonLink } from '../../app/button-link';
import { PlainLinkButton } from '../../app/plain/plain-button';
import { GlossaryTerm } from '../glossary/glossary-term';

type BlockIcon = NonNullable<BlockOf<'feature-cards'>['items'][number]['icon']>;
type Cta = NonNullable<BlockOf<'hero'>['ctas']>[number];

const ICONS: Record<BlockIcon, ReactNode> = {
  assessment: <FileSearchOutlined />,
  rocket: <RocketOutlined />,
  team: <TeamOutlined />,
  chart: <FundProjectionScreenOutlined />,
  cloud: <CloudOutlined />,
  dollar: <DollarOutlined />,
  dashboard: <DashboardOutlined />,
  safety: <SafetyCertificateOutlined />,
  thunderbolt: <ThunderboltOutlined />,
  bulb: <BulbOutlined />,
  tags: <TagsOutlined />,
  alert: <AlertOutlined />,
  eye: <EyeOutlined />,
  framework: <NodeIndexOutlined />,
  experiment: <ExperimentOutlined />,
  clock: <ClockCircleOutlined />,
  consultation: <SolutionOutlined />,
  compass: <CompassOutlined />,
  file: <FileTextOutlined />,
  check: <CheckCircleFilled />,
};

/** A block's icon, or nothing when the block names none. */
export function blockIcon(icon: BlockIcon | undefined): ReactNode {
  return icon ? ICONS[icon] : null;
}

const TYPES = { primary: 'primary', secondary: undefined, link: 'link' } as const;

/**
 * A call to action drawn as the home's buttons are: a site path navigates in the app, an anchor
 * or an address is a plain link; the calendar and calculator icons come before the label, the
 * arrow after it.
 */
export function BlockButton({ cta, size, className, ctaName }: { cta: Cta; size?: 'large'; className?: string; ctaName?: string }) {
  // `ctaName`: the button's name in the analytics events (data-cta, decision 0063).
  const look = { type: TYPES[cta.style ?? 'secondary'], size, className, ...(ctaName ? { 'data-cta': ctaName } : {}) };
  const icon = cta.icon === 'calendar' ? <CalendarOutlined /> : cta.icon === 'calculator' ? <CalculatorOutlined /> : undefined;
  // An array, not a fragment: the button wraps its texts in spans as antd does (plain-button.tsx).
  const label = cta.icon === 'arrow' ? [cta.label, ' ', <ArrowRightOutlined key="arrow" aria-hidden />] : cta.label;
  if (cta.target.startsWith('/') && !cta.target.startsWith('/#')) {
    return (
      <ButtonLink {...look} to={cta.target} icon={icon}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <PlainLinkButton {...look} href={cta.target} icon={icon} {...(cta.target.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}>
      {label}
    </PlainLinkButton>
  );
}

/** A block's text link: a site path navigates in the app; an anchor, mail, phone or https address is a plain link. */
export function BlockAnchor({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  if (target.startsWith('/') && !target.startsWith('/#')) {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target} className={className} {...(target.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** `[[key|shown text]]` in a block's text: the glossary term `key`, shown as its text. */
const GLOSSARY_MARKUP = /\[\[([A-Za-z][\w-]*)\|([^\]]+)\]\]/g;

/** A block's plain text, with the glossary terms it names as terms (SPEC §9 tooltips). */
export function GlossaryText({ text }: { text: string }) {
  if (!text.includes('[[')) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(GLOSSARY_MARKUP)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <GlossaryTerm key={match.index} term={match[1]}>
        {match[2]}
      </GlossaryTerm>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
