import { ArrowRightOutlined, CalculatorOutlined, CalendarOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { PlainLinkButton } from '../../app/plain/plain-button';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

// SPEC §1 hero claims, shown as decoration.
const HERO_CLAIMS = [
  { value: '40%', label: 'average cost reduction' },
  { value: '200+', label: 'clients served' },
  { value: '2-3 month', label: 'ROI' },
];

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

export function HeroSection() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__inner container">
        <div className="home-hero__content">
          <p className="home-hero__eyebrow">FinOps consulting for AWS, Azure and Google Cloud</p>
          <PlainTitle level={1} id="hero-title" className="home-hero__title">
            Take control of your cloud spend with FinOps
          </PlainTitle>
          <PlainParagraph className="home-hero__lead">
            We help organisations cut waste, build cost accountability into engineering, and turn cloud spend into measurable business
            value, without slowing delivery.
          </PlainParagraph>
          <div className="home-hero__actions">
            <PlainLinkButton type="primary" size="large" href="#contact" icon={<CalendarOutlined />}>
              Book a Free Consultation
            </PlainLinkButton>
            <PlainLinkButton size="large" href="#calculator" icon={<CalculatorOutlined />} className="home-hero__ghost">
              Calculate Your Savings
            </PlainLinkButton>
            <ButtonLink size="large" type="link" to="/maturity-assessment" className="home-hero__link">
              Get a Free FinOps Roadmap <ArrowRightOutlined aria-hidden />
            </ButtonLink>
          </div>
          <ul className="home-hero__claims" aria-label="Results at a glance">
            {HERO_CLAIMS.map((claim) => (
              <li key={claim.label}>
                <strong>{claim.value}</strong> <span>{claim.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <SpendChart />
      </div>
    </section>
  );
}
