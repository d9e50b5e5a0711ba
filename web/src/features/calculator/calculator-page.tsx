import { Fragment, useContext } from 'react';
import { Button } from 'antd';
import { ArrowRightOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Block, BlockOf } from '../../../../schema/validation/page-blocks';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { PageSpinner } from '../../app/page-spinner';
import { ServerHeadContext, usePageMeta } from '../../app/use-page-meta';
import { useContentPageQuery, type ContentPageQuery } from '../../graphql/generated';
import { formatUsd } from '../../domain/home-calculator';
import {
  DEFAULT_MONTHLY_SPEND,
  PAGE_INDUSTRY_OPTIONS,
  PAGE_PROVIDER_OPTIONS,
  calculatePageSavings,
  type PageCalculatorResult,
} from '../../domain/page-calculator';
import { buildPageCalculatorReport } from '../../domain/report';
import { CalculatorTool } from './calculator-tool';
import { PageCalculatorResultCard } from './page-calculator-result';
import { downloadReport } from '../../app/download-report';
import { track } from '../../app/analytics-beacon';
import { useCalculatorEstimate, type Estimate as CalculatorEstimate } from './use-calculator-estimate';
import './calculator.css';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';
import { lazySection } from '../../app/lazy-page';

// Below the tool: hydrated when the visitor comes near it (app/deferred-hydration.ts).
const CalculatorFaq = lazySection<{ heading?: string; items: BlockOf<'faq'>['items'] }>(
  () => import('./calculator-faq'),
  'CalculatorFaq',
  '.calc-faq',
  'src/features/calculator/calculator-faq.tsx',
);

// Any other block an editor adds: as pages draw it, in its own chunk.
const GenericBlock = lazySection<{ block: Block; first: boolean; id?: string }>(
  () => import('../pages/page-blocks'),
  'PageBlockSection',
  '.page-block',
  'src/features/pages/page-blocks.tsx',
);

/** Loaded with the page when it is reached by client navigation, so the FAQ does not pop in (lazy-page.ts). */
export const sections = [CalculatorFaq];

// The calculator page (SPEC §2 "Calculator page"): the second reading of the formulas
// (page-calculator.ts) with its five optimization areas, an FAQ and a way to the contact form.
// Its copy is the page `calculator` (issue 31), edited in Admin → Pages and seeded with today's
// texts: the hero, the tool's title, the FAQ (also the FAQPage JSON-LD) and the closing band.
// The formulas, options and the tool's own labels stay in code (SPEC §9).

const BENEFITS = [
  'Projected annual savings for your environment',
  'Your expected savings rate and payback period',
  'A breakdown across five optimization areas',
  'A detailed report you can download and share',
];

const REPORT_OPTIONS = { providers: PAGE_PROVIDER_OPTIONS, industries: PAGE_INDUSTRY_OPTIONS };

type Estimate = CalculatorEstimate<PageCalculatorResult>;

function summaryOf({ result }: Estimate): string {
  return `Savings calculator: ${formatUsd(result.annualSavings)} a year (${result.savingsPercent}%)`;
}

export function CalculatorPage() {
  const { data, loading } = useContentPageQuery({ variables: { slug: 'calculator' } });
  const page = data?.page;
  if (!page && loading) return <PageSpinner />;
  return <CalculatorView page={page ?? null} />;
}

/** Only the tool, when the page is not published (its copy is the editors' to give back). */
const TOOL_ONLY: Block[] = [{ type: 'calculator' }];

function CalculatorView({ page }: { page: NonNullable<ContentPageQuery['page']> | null }) {
  usePageMeta(page?.seo.title || page?.title || 'Cloud Savings Calculator', page?.seo.description || page?.title || '', {
    ...(page?.seo.image ? { image: page.seo.image } : {}),
  });
  // A page marked noindex, or staff looking at an unpublished page: answered with noindex, never cached.
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && page && (page.seo.noindex || page.status !== 'PUBLISHED')) serverHead.noindex = true;
  const estimate = useCalculatorEstimate('page-calculator', calculatePageSavings);
  const blocks = page ? (page.blocks as unknown as Block[]) : TOOL_ONLY;
  return (
    <div className="calc-page">
      {blocks.map((block, index) => (
        <Fragment key={block.key ?? index}>
          <CalculatorBlock block={block} index={index} estimate={estimate} />
        </Fragment>
      ))}
    </div>
  );
}

type EstimateState = ReturnType<typeof useCalculatorEstimate<PageCalculatorResult>>;

function CalculatorBlock({ block, index, estimate }: { block: Block; index: number; estimate: EstimateState }) {
  switch (block.type) {
    case 'hero':
      if (index === 0) return <CalculatorHero block={block} />;
      break;
    case 'calculator':
      return <CalculatorToolSection title={block.heading} state={estimate} />;
    case 'faq':
      return <CalculatorFaq heading={block.heading} items={block.items} />;
    case 'cta-band':
      return <CalculatorContact block={block} onHandOff={() => handOff(estimate.estimate)} />;
  }
  return <GenericBlock block={block} first={index === 0} id={block.anchor ?? `calculator-block-${index + 1}`} />;
}

function CalculatorHero({ block }: { block: BlockOf<'hero'> }) {
  return (
    <section className="calc-hero">
      <div className="container">
        {block.eyebrow && <p className="calc-hero__eyebrow">{block.eyebrow}</p>}
        <PlainTitle level={1} className="calc-hero__title">
          {block.headline}
        </PlainTitle>
        {block.text && <PlainParagraph className="calc-hero__lead">{block.text}</PlainParagraph>}
        {block.claims?.length ? (
          <ul className="calc-hero__claims">
            {block.claims.map((claim, i) => (
              <li key={`${claim.label}-${i}`}>
                <strong>{claim.value}</strong>
                <span>{claim.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function handOff(estimate: Estimate | null | undefined) {
  if (!estimate) return;
  handOffToolResults({
    tool: 'page-calculator',
    summary: summaryOf(estimate),
    inputs: { ...estimate.input },
    results: {
      annualSavings: estimate.result.annualSavings,
      savingsPercent: estimate.result.savingsPercent,
      paybackPeriod: estimate.result.paybackPeriod,
      optimizationAreas: estimate.result.optimizationAreas.map(({ name, savings }) => ({ name, savings })),
    },
  });
}

function CalculatorToolSection({ title, state }: { title?: string; state: EstimateState }) {
  const { estimate, calculate, panelRef, headingRef, posted } = state;

  const download = () => {
    if (!estimate) return;
    downloadReport(buildPageCalculatorReport(estimate.input, estimate.result, REPORT_OPTIONS, new Date()));
    track('report_downloaded', { report: 'calculator' });
  };

  return (
    <section className="calc-page__tool" aria-label="Calculator">
      <div className="container">
        <CalculatorTool
          title={title || 'Your cloud environment'}
          form={{
            formId: 'page-calculator',
            idPrefix: 'page-calculator',
            initialSpend: DEFAULT_MONTHLY_SPEND,
            providerOptions: PAGE_PROVIDER_OPTIONS,
            industryOptions: PAGE_INDUSTRY_OPTIONS,
            submitLabel: 'Calculate My Savings',
            onCalculate: calculate,
          }}
          panelId="calculator-results"
          panelRef={panelRef}
          status={estimate ? `Estimated ${summaryOf(estimate).replace('Savings calculator: ', '')}` : ''}
          benefits={BENEFITS}
          result={
            estimate ? (
              <PageCalculatorResultCard
                result={estimate.result}
                headingRef={headingRef}
                autoFocus={posted}
                actions={
                  <>
                    <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
                      Download Detailed Report
                    </Button>
                    <ButtonLink type="primary" to="/#contact" onClick={() => handOff(estimate)}>
                      Get Detailed Analysis
                    </ButtonLink>
                  </>
                }
              />
            ) : null
          }
        />
      </div>
    </section>
  );
}

/** The closing band: its first call to action a button (handing the estimate on), the others links. */
function CalculatorContact({ block, onHandOff }: { block: BlockOf<'cta-band'>; onHandOff: () => void }) {
  const [first, ...rest] = block.ctas;
  return (
    <section className="calc-contact">
      <div className="container calc-contact__inner">
        <div>
          <PlainTitle level={2}>{block.headline}</PlainTitle>
          {block.text && <PlainParagraph className="calc-contact__text">{block.text}</PlainParagraph>}
        </div>
        <div className="calc-contact__actions">
          <CtaButton cta={first} onClick={onHandOff} />
          {rest.map((cta, i) => (
            <CtaButton key={`${cta.target}-${i}`} cta={cta} />
          ))}
        </div>
      </div>
    </section>
  );
}

type Cta = BlockOf<'cta-band'>['ctas'][number];

/** A call to action of the band: a button (primary, secondary) or a text link, in-app paths through the router. */
function CtaButton({ cta, onClick }: { cta: Cta; onClick?: () => void }) {
  const internal = cta.target.startsWith('/');
  if (cta.style === 'link') {
    const content = (
      <>
        {cta.label} {cta.icon === 'arrow' && <ArrowRightOutlined aria-hidden />}
      </>
    );
    return internal ? (
      <Link to={cta.target} className="calc-contact__link" onClick={onClick}>
        {content}
      </Link>
    ) : (
      <a href={cta.target} className="calc-contact__link" onClick={onClick}>
        {content}
      </a>
    );
  }
  const type = cta.style === 'secondary' ? 'default' : 'primary';
  return internal ? (
    <ButtonLink type={type} size="large" to={cta.target} onClick={onClick}>
      {cta.label}
    </ButtonLink>
  ) : (
    <Button type={type} size="large" href={cta.target} onClick={onClick}>
      {cta.label}
    </Button>
  );
}
