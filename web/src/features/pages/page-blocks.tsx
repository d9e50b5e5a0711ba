// The public rendering of a page's blocks (issue 31, decision 0059): plain server-rendered markup,
// one component per block type, the same components the admin's live preview uses. Text is always
// rendered as text (React escapes it); only rich-text HTML, cleaned by the server with the article
// allow-list, goes in as HTML. Links were checked by the shared schema (no script addresses).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { Block } from '../../../../schema/validation/page-blocks';
import { ContactForm } from '../contact/contact-form';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';
import { HomeCalculatorSection } from '../calculator/home-calculator-section';
import { PlainTitle } from '../../app/plain/plain-typography';
import '../../app/article-body.css';
import './page-blocks.css';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;
type Cta = NonNullable<Of<'hero'>['ctas']>[number];
const CTA_CLASS = { primary: 'ant-btn-primary', secondary: 'ant-btn-default', link: 'ant-btn-link' } as const;

/** A link of a block: in-app paths through the router, anchors, mail, phone and https as they are. */
function BlockLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  if (target.startsWith('/') && !target.startsWith('/#')) {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  const external = target.startsWith('https://');
  return (
    <a href={target} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function Ctas({ ctas }: { ctas?: Cta[] }) {
  if (!ctas?.length) return null;
  return (
    <div className="page-block__ctas">
      {ctas.map((cta, index) => (
        <BlockLink
          key={`${cta.target}-${index}`}
          target={cta.target}
          className={`ant-btn ant-btn-lg ${CTA_CLASS[cta.style ?? 'primary']} page-block__cta`}
        >
          {cta.label}
        </BlockLink>
      ))}
    </div>
  );
}

function Heading({ eyebrow, heading, intro, level = 2 }: { eyebrow?: string; heading?: string; intro?: string; level?: 1 | 2 }) {
  if (!eyebrow && !heading && !intro) return null;
  return (
    <header className="page-block__heading">
      {eyebrow && <p className="page-block__eyebrow">{eyebrow}</p>}
      {heading && <PlainTitle level={level}>{heading}</PlainTitle>}
      {intro && <p className="page-block__intro">{intro}</p>}
    </header>
  );
}

function Hero({ block, first }: { block: Of<'hero'>; first: boolean }) {
  return (
    <div className="page-hero">
      <div className="container page-hero__inner">
        <div>
          {block.eyebrow && <p className="page-block__eyebrow">{block.eyebrow}</p>}
          <PlainTitle level={first ? 1 : 2}>{block.headline}</PlainTitle>
          {block.text && <p className="page-hero__text">{block.text}</p>}
          <Ctas ctas={block.ctas} />
        </div>
        {block.image && <img className="page-hero__image" src={block.image.src} alt={block.image.alt ?? ''} width={560} height={420} />}
      </div>
    </div>
  );
}

function FeatureCards({ block }: { block: Of<'feature-cards'> }) {
  return (
    <div className="container">
      <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <div className="page-cards">
        {block.items.map((card, index) => (
          <article key={`${card.title}-${index}`} className="page-card">
            {card.focusArea && <p className="page-card__focus">{card.focusArea}</p>}
            <h3 className="page-card__title">{card.title}</h3>
            {card.text && <p>{card.text}</p>}
            {card.outcome && <p className="page-card__outcome">{card.outcome}</p>}
            {card.bulletsTitle && <h4 className="page-card__bullets-title">{card.bulletsTitle}</h4>}
            {card.bullets?.length ? (
              <ul className="page-card__bullets">
                {card.bullets.map((bullet, i) => (
                  <li key={i}>
                    <CheckCircleFilled aria-hidden />
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {card.link && (
              <BlockLink target={card.link.target} className="page-card__link">
                {card.link.label}
                <span className="visually-hidden"> about {card.title}</span> <ArrowRightOutlined aria-hidden />
              </BlockLink>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}

/** A teaser of a screen kept in code: its copy from the block, its link to the screen. */
function Teaser({
  block,
  to,
  label,
}: {
  block: Of<'maturity-teaser' | 'framework-teaser' | 'blog-teaser' | 'resources-teaser'>;
  to: string;
  label: string;
}) {
  return (
    <div className="container page-band">
      <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Ctas ctas={[block.cta ?? { label, target: to }]} />
    </div>
  );
}

function BlockBody({ block, first }: { block: Block; first: boolean }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} first={first} />;
    case 'stats':
      return (
        <div className="container">
          <Heading heading={block.heading} />
          <dl className="page-stats">
            {block.items.map((item, index) => (
              <div key={index} className="page-stats__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case 'feature-cards':
      return <FeatureCards block={block} />;
    case 'rich-text':
      return (
        <div className="container page-rich-text">
          {block.heading &&
            (first ? <PlainTitle level={1}>{block.heading}</PlainTitle> : <PlainTitle level={2}>{block.heading}</PlainTitle>)}
          {/* Cleaned by the server with the article allow-list on save and on every read. */}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: block.html }} />
        </div>
      );
    case 'testimonials':
      return (
        <div className="container">
          <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
          <div className="page-cards">
            {block.items.map((item, index) => (
              <figure key={index} className="page-card page-quote">
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  {[item.role, item.company].filter(Boolean).length > 0 && (
                    <span>, {[item.role, item.company].filter(Boolean).join(', ')}</span>
                  )}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      );
    case 'faq':
      return (
        <div className="container page-faq">
          <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
          {block.items.map((item, index) => (
            <details key={index} className="page-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'cta-band':
      return (
        <div className="page-cta-band">
          <div className="container">
            <PlainTitle level={2}>{block.headline}</PlainTitle>
            {block.text && <p>{block.text}</p>}
            <Ctas ctas={block.ctas} />
          </div>
        </div>
      );
    case 'image-text':
      return (
        <div className={`container page-image-text page-image-text--${block.imagePosition ?? 'right'}`}>
          <div>
            <PlainTitle level={2}>{block.heading}</PlainTitle>
            <p>{block.text}</p>
            {block.cta && <Ctas ctas={[block.cta]} />}
          </div>
          <img src={block.image.src} alt={block.image.alt ?? ''} width={560} height={420} loading="lazy" />
        </div>
      );
    case 'lead-form':
      return (
        <div className="container page-lead-form">
          <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
          <div className="lead-card">{block.form === 'playbook' ? <PlaybookLeadForm /> : <ContactForm />}</div>
        </div>
      );
    case 'calculator':
      return <HomeCalculatorSection id={`${block.anchor ?? 'calculator'}-tool`} heading={block.heading} intro={block.intro} />;
    case 'maturity-teaser':
      return <Teaser block={block} to="/maturity-assessment" label="Take the assessment" />;
    case 'framework-teaser':
      return <Teaser block={block} to="/framework" label="Explore the framework" />;
    case 'blog-teaser':
      return <Teaser block={block} to="/blog" label="Read the blog" />;
    case 'resources-teaser':
      return <Teaser block={block} to="/resources" label="Browse resources" />;
    case 'glossary':
      return (
        <div className="container page-glossary">
          <Heading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={first ? 1 : 2} />
          <dl className="page-glossary__list">
            {block.items.map((item) => (
              <div key={item.key} id={`term-${item.key}`} className="page-glossary__item">
                <dt>{item.term}</dt>
                <dd>{item.definition}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
  }
}

/** One block as a section with its anchor; the first block's hero or heading is the page's h1. */
export function PageBlockSection({ block, first, id }: { block: Block; first: boolean; id?: string }) {
  return (
    <section id={id ?? block.anchor} className={`page-block page-block--${block.type}`}>
      <BlockBody block={block} first={first} />
    </section>
  );
}

/** A page's blocks in order. */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <PageBlockSection key={block.key ?? index} block={block} first={index === 0} />
      ))}
    </>
  );
}
