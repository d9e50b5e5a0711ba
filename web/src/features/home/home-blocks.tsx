// The home page drawn from its page's blocks (issue 31): each block by the home section that
// draws its type (the hero, the services' checklist cards, the playbook and contact forms, the
// calculator, the possibilities' fact cards, the teasers), any other block as pages draw it.
// Everything below the first block hydrates when the visitor comes near it (app/deferred-hydration.ts),
// found by its section's id; the home sections' code stays in the page's chunk, so their CSS is
// in the page's stylesheet (decision 0042), and the generic blocks load as a chunk of their own
// only when the home has one.
import type { ComponentType } from 'react';
import type { Block } from '../../../../schema/validation/page-blocks';
import { deferredSection, lazySection, type LazySection } from '../../app/lazy-page';
import { HomeCalculatorSection } from '../calculator/home-calculator-section';
import { BlogTeaser } from './blog-teaser';
import { ContactSection } from './contact-section';
import { FrameworkTeaser } from './framework-teaser';
import { HeroSection } from './hero-section';
import { MaturityTeaser } from './maturity-teaser';
import { PlaybookSection } from './playbook-section';
import { PossibilitiesSection } from './possibilities-section';
import { ServicesSection } from './services-section';

interface GenericProps {
  block: Block;
  first: boolean;
  id?: string;
}

// One deferred section per component and section id, made once: the same component every render.
const deferred = new WeakMap<object, Map<string, LazySection<never>>>();
function deferredFor<P extends object>(key: object, id: string, make: () => LazySection<P>): ComponentType<P> {
  let byId = deferred.get(key);
  if (!byId) deferred.set(key, (byId = new Map()));
  let section = byId.get(id) as LazySection<P> | undefined;
  if (!section) {
    section = make();
    byId.set(id, section as unknown as LazySection<never>);
  }
  return section;
}

const GENERIC = {};
const loadGeneric = () => import('../pages/page-blocks');

/** A section that hydrates with the page (the first) or when needed (every other). */
function Deferrable<P extends object>({ component, props, id, now }: { component: ComponentType<P>; props: P; id: string; now: boolean }) {
  const Section = now ? component : deferredFor(component, id, () => deferredSection(component, `#${id}`));
  return <Section {...props} />;
}

/** Any block the home sections do not draw: as pages draw it, in its own chunk. */
function GenericBlock({ block, index, id }: { block: Block; index: number; id: string }) {
  const Section = deferredFor(GENERIC, id, () =>
    lazySection<GenericProps>(loadGeneric, 'PageBlockSection', `#${id}`, 'src/features/pages/page-blocks.tsx'),
  );
  return <Section block={block} first={index === 0} id={id} />;
}

function HomeBlock({ block, index }: { block: Block; index: number }) {
  const id = block.anchor ?? `home-block-${index + 1}`;
  const now = index === 0;
  switch (block.type) {
    case 'hero':
      if (index === 0) return <HeroSection block={block} />;
      break;
    case 'feature-cards':
      if (block.layout === 'checklist') return <Deferrable component={ServicesSection} props={{ block, id }} id={id} now={now} />;
      if (block.layout === 'facts') return <Deferrable component={PossibilitiesSection} props={{ block, id }} id={id} now={now} />;
      break;
    case 'lead-form':
      return block.form === 'playbook' ? (
        <Deferrable component={PlaybookSection} props={{ block, id }} id={id} now={now} />
      ) : (
        <Deferrable component={ContactSection} props={{ block, id }} id={id} now={now} />
      );
    case 'calculator':
      return <Deferrable component={HomeCalculatorSection} props={{ id, heading: block.heading, intro: block.intro }} id={id} now={now} />;
    case 'blog-teaser':
      return <Deferrable component={BlogTeaser} props={{ block, id }} id={id} now={now} />;
    case 'maturity-teaser':
      return <Deferrable component={MaturityTeaser} props={{ block, id }} id={id} now={now} />;
    case 'framework-teaser':
      return <Deferrable component={FrameworkTeaser} props={{ block, id }} id={id} now={now} />;
  }
  return <GenericBlock block={block} index={index} id={id} />;
}

/** The home's blocks in order. */
export function HomeBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <HomeBlock key={block.key ?? index} block={block} index={index} />
      ))}
    </>
  );
}
