// The home page (SPEC §1, §2 'Home sections'): stacked sections in the spec's order, each with
// the anchor the header, footer and calls to action point at (#services, #playbook, #calculator,
// #possibilities with #case-studies, #blog, #maturity, #framework, #contact).
import { usePageMeta } from '../../app/use-page-meta';
import { useAnchorOnMount } from '../playbook/use-anchor-on-mount';
import { lazySection } from '../../app/lazy-page';
import { HeroSection } from './hero-section';
import './home.css';

// Everything below the hero is a section of its own chunk, hydrated when the visitor comes near
// it (app/deferred-hydration.ts): the first screen hydrates the header and the hero only.
const ServicesSection = lazySection(
  () => import('./services-section'),
  'ServicesSection',
  'src/features/home/services-section.tsx',
  '#services',
);
const PlaybookSection = lazySection(
  () => import('./playbook-section'),
  'PlaybookSection',
  'src/features/home/playbook-section.tsx',
  '#playbook',
);
const HomeCalculatorSection = lazySection(
  () => import('../calculator/home-calculator-section'),
  'HomeCalculatorSection',
  'src/features/calculator/home-calculator-section.tsx',
  '#calculator',
);
const PossibilitiesSection = lazySection(
  () => import('./possibilities-section'),
  'PossibilitiesSection',
  'src/features/home/possibilities-section.tsx',
  '#possibilities',
);
const BlogTeaser = lazySection(() => import('./blog-teaser'), 'BlogTeaser', 'src/features/home/blog-teaser.tsx', '#blog');
const MaturityTeaser = lazySection(
  () => import('./maturity-teaser'),
  'MaturityTeaser',
  'src/features/home/maturity-teaser.tsx',
  '#maturity',
);
const FrameworkTeaser = lazySection(
  () => import('./framework-teaser'),
  'FrameworkTeaser',
  'src/features/home/framework-teaser.tsx',
  '#framework',
);
const ContactSection = lazySection(
  () => import('./contact-section'),
  'ContactSection',
  'src/features/home/contact-section.tsx',
  '#contact',
);

/** Loaded with the page when it is reached by client navigation (lazy-page.ts). */
export const sections = [
  ServicesSection,
  PlaybookSection,
  HomeCalculatorSection,
  PossibilitiesSection,
  BlogTeaser,
  MaturityTeaser,
  FrameworkTeaser,
  ContactSection,
];

export function HomePage() {
  usePageMeta(
    'FinOps Consulting — Cloud Cost Management',
    'FinOps consultants who cut cloud costs by 40% on average: cost assessments, FinOps implementation and workshops for AWS, Azure and Google Cloud.',
  );
  useAnchorOnMount();

  return (
    <div className="home">
      <HeroSection />
      <ServicesSection />
      <PlaybookSection />
      <HomeCalculatorSection />
      <PossibilitiesSection />
      <BlogTeaser />
      <MaturityTeaser />
      <FrameworkTeaser />
      <ContactSection />
    </div>
  );
}
