// The home page (SPEC §1, §2 'Home sections'): stacked sections in the spec's order, each with
// the anchor the header, footer and calls to action point at (#services, #playbook, #calculator,
// #possibilities with #case-studies, #blog, #maturity, #framework, #contact).
import { usePageMeta } from '../../app/use-page-meta';
import { useAnchorOnMount } from '../playbook/use-anchor-on-mount';
import { lazySection } from '../../app/lazy-page';
import * as calculatorSection from '../calculator/home-calculator-section';
import * as blogTeaser from './blog-teaser';
import * as contactSection from './contact-section';
import * as frameworkTeaser from './framework-teaser';
import { HeroSection } from './hero-section';
import * as maturityTeaser from './maturity-teaser';
import * as playbookSection from './playbook-section';
import * as possibilitiesSection from './possibilities-section';
import * as servicesSection from './services-section';
import './home.css';

// Everything below the hero hydrates when the visitor comes near it (app/deferred-hydration.ts):
// the first screen hydrates the header and the hero only. Their code stays in the page's chunk, so
// their CSS is in the page's stylesheet (chunks of their own would add stylesheets the first paint
// waits for, decision 0042).
const ServicesSection = lazySection(async () => servicesSection, 'ServicesSection', '#services');
const PlaybookSection = lazySection(async () => playbookSection, 'PlaybookSection', '#playbook');
const HomeCalculatorSection = lazySection(async () => calculatorSection, 'HomeCalculatorSection', '#calculator');
const PossibilitiesSection = lazySection(async () => possibilitiesSection, 'PossibilitiesSection', '#possibilities');
const BlogTeaser = lazySection(async () => blogTeaser, 'BlogTeaser', '#blog');
const MaturityTeaser = lazySection(async () => maturityTeaser, 'MaturityTeaser', '#maturity');
const FrameworkTeaser = lazySection(async () => frameworkTeaser, 'FrameworkTeaser', '#framework');
const ContactSection = lazySection(async () => contactSection, 'ContactSection', '#contact');

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
