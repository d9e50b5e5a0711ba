// The home page (SPEC §1, §2 'Home sections'): stacked sections in the spec's order, each with
// the anchor the header, footer and calls to action point at (#services, #playbook, #calculator,
// #possibilities with #case-studies, #blog, #maturity, #framework, #contact).
import { usePageMeta } from '../../app/use-page-meta';
import { useAnchorOnMount } from '../playbook/use-anchor-on-mount';
import { deferredSection } from '../../app/lazy-page';
import { HomeCalculatorSection } from '../calculator/home-calculator-section';
import { BlogTeaser } from './blog-teaser';
import { ContactSection } from './contact-section';
import { FrameworkTeaser } from './framework-teaser';
import { HeroSection } from './hero-section';
import { MaturityTeaser } from './maturity-teaser';
import { PlaybookSection } from './playbook-section';
import { PossibilitiesSection } from './possibilities-section';
import { ServicesSection } from './services-section';
import './home.css';

// Everything below the hero hydrates when the visitor comes near it (app/deferred-hydration.ts):
// the first screen hydrates the header and the hero only. Their code stays in the page's chunk, so
// their CSS is in the page's stylesheet (chunks of their own would add stylesheets the first paint
// waits for, decision 0042).
const Services = deferredSection(ServicesSection, '#services');
const Playbook = deferredSection(PlaybookSection, '#playbook');
const Calculator = deferredSection(HomeCalculatorSection, '#calculator');
const Possibilities = deferredSection(PossibilitiesSection, '#possibilities');
const Blog = deferredSection(BlogTeaser, '#blog');
const Maturity = deferredSection(MaturityTeaser, '#maturity');
const Framework = deferredSection(FrameworkTeaser, '#framework');
const Contact = deferredSection(ContactSection, '#contact');

export function HomePage() {
  usePageMeta(
    'FinOps Consulting — Cloud Cost Management',
    'FinOps consultants who cut cloud costs by 40% on average: cost assessments, FinOps implementation and workshops for AWS, Azure and Google Cloud.',
  );
  useAnchorOnMount();

  return (
    <div className="home">
      <HeroSection />
      <Services />
      <Playbook />
      <Calculator />
      <Possibilities />
      <Blog />
      <Maturity />
      <Framework />
      <Contact />
    </div>
  );
}
