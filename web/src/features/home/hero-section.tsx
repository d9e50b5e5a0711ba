import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';
import { BlockButton } from './block-parts';

// The look of each button style in the hero: the secondary one is a ghost on the dark background.
const CTA_CLASS = { primary: undefined, secondary: 'home-hero__ghost', link: 'home-hero__link' } as const;

// Twelve months of spend, before and with FinOps, for the decorative chart (arbitrary units).
const WITHOUT_FINOPS = [62, 66, 71, 74, 80, 84, 88, 93, 97, 101, 106, 110];
const WITH_FINOPS = [62, 64, 61, 57, 53, 50, 48, 47, 48, 49, 50, 51];

function toPoints(values: number[]): string {
  return values.map((value, index) => `${index * 30},${140 - value}`).join(' ');
}

function SpendChart() {
  return (
    <div className="home-hero__visual" aria-hidden="true">
      <div className="hero-chart">
        <div className="hero-chart__header">
          <span>Monthly cloud spend</span>
          <span className="hero-chart__chip">FinOps in place</span>
        </div>
        <svg viewBox="0 0 330 150" className="hero-chart__plot" focusable="false">
          <defs>
            <linearGradient id="hero-chart-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#5eead4" stopOpacity="0.45" />
              <stop offset="100%" stopColor="#5eead4" stopOpacity="0" />
            </linearGradient>
          </defs>
          {[30, 60, 90, 120].map((y) => (
            <line key={y} x1="0" x2="330" y1={y} y2={y} stroke="rgba(255,255,255,0.12)" />
          ))}
          <polyline points={toPoints(WITHOUT_FINOPS)} fill="none" stroke="#fda4af" strokeWidth="3" strokeDasharray="6 6" />
          <polygon points={`0,150 ${toPoints(WITH_FINOPS)} 330,150`} fill="url(#hero-chart-fill)" />
          <polyline points={toPoints(WITH_FINOPS)} fill="none" stroke="#5eead4" strokeWidth="3.5" />
        </svg>
        <div className="hero-chart__legend">
          <span className="hero-chart__key hero-chart__key--before">Without FinOps</span>
          <span className="hero-chart__key hero-chart__key--after">With FinOps</span>
        </div>
      </div>
    </div>
  );
}

/** The analytics name of a hero button (decision 0063), from where it leads: hero-contact, hero-calculator, hero-maturity-assessment. */
function heroCtaName(target: string): string {
  return `hero-${
    target
      .replace(/^\/?#?\/?/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'home'
  }`;
}

/** The home's hero (SPEC §1): its copy, buttons and claims from the page's hero block. */
export function HeroSection({ block }: { block: BlockOf<'hero'> }) {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__inner container">
        <div className="home-hero__content">
          {block.eyebrow && <p className="home-hero__eyebrow">{block.eyebrow}</p>}
          <PlainTitle level={1} id="hero-title" className="home-hero__title">
            {block.headline}
          </PlainTitle>
          {block.text && <PlainParagraph className="home-hero__lead">{block.text}</PlainParagraph>}
          {block.ctas?.length ? (
            <div className="home-hero__actions">
              {block.ctas.map((cta, index) => (
                <BlockButton
                  key={index}
                  cta={cta}
                  size="large"
                  className={CTA_CLASS[cta.style ?? 'secondary']}
                  ctaName={heroCtaName(cta.target)}
                />
              ))}
            </div>
          ) : null}
          {block.claims?.length ? (
            <ul className="home-hero__claims" aria-label="Results at a glance">
              {block.claims.map((claim, index) => (
                <li key={index}>
                  <strong>{claim.value}</strong> <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {block.image ? (
          <div className="home-hero__visual">
            <img className="home-hero__image" src={block.image.src} alt={block.image.alt ?? ''} width={560} height={420} />
          </div>
        ) : (
          block.visual === 'spend-chart' && <SpendChart />
        )}
      </div>
    </section>
  );
}
