// The home page (SPEC §1, §2 'Home sections'): stacked sections in the spec's order, each with
// the anchor the header, footer and calls to action point at (#services, #playbook, #calculator,
// #possibilities with #case-studies, #blog, #maturity, #framework, #contact).
import { usePageMeta } from '../../app/use-page-meta';
import { useAnchorOnMount } from '../playbook/use-anchor-on-mount';
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
