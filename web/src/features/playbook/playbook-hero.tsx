import { Button } from 'antd';
import { DownloadOutlined, StarFilled } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { ButtonLink } from '../../app/button-link';
import { PlaybookCover } from './playbook-cover';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

type Cta = NonNullable<BlockOf<'hero'>['ctas']>[number];

/** A rating claim ("4.9/5") gets its star. */
const RATING = /^\d(?:\.\d)?\/5$/;

/** A hero button: primary, or the ghost look; a site path through the router, an anchor or address a plain link. */
function HeroButton({ cta }: { cta: Cta }) {
  const primary = (cta.style ?? 'primary') === 'primary';
  const look = primary ? ({ type: 'primary' } as const) : ({ className: 'playbook-hero__ghost' } as const);
  const icon = cta.icon === 'download' ? <DownloadOutlined /> : undefined;
  if (cta.target.startsWith('/')) {
    return (
      <ButtonLink size="large" to={cta.target} icon={icon} {...look}>
        {cta.label}
      </ButtonLink>
    );
  }
  return (
    <Button size="large" href={cta.target} icon={icon} {...look}>
      {cta.label}
    </Button>
  );
}

/** The hero: title, the calls to action, the facts and the cover (the page's first hero block). */
export function PlaybookHero({ block }: { block: BlockOf<'hero'> }) {
  return (
    <section className="playbook-hero" aria-labelledby="playbook-page-title">
      <div className="container playbook-hero__inner">
        <div>
          {block.eyebrow && <p className="playbook-hero__eyebrow">{block.eyebrow}</p>}
          <PlainTitle level={1} id="playbook-page-title" className="playbook-hero__title">
            {block.headline}
          </PlainTitle>
          {block.text && <PlainParagraph className="playbook-hero__lead">{block.text}</PlainParagraph>}
          {block.ctas?.length ? (
            <div className="playbook-hero__actions">
              {block.ctas.map((cta, index) => (
                <HeroButton key={`${cta.target}-${index}`} cta={cta} />
              ))}
            </div>
          ) : null}
          {block.claims?.length ? (
            <ul className="playbook-hero__facts" aria-label="About the playbook">
              {block.claims.map((claim, index) => (
                <li key={`${claim.value}-${index}`}>
                  <strong>
                    {RATING.test(claim.value) ? (
                      <>
                        <StarFilled aria-hidden className="playbook-hero__star" /> {claim.value}
                      </>
                    ) : (
                      claim.value
                    )}
                  </strong>{' '}
                  <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="playbook-hero__cover">
          <PlaybookCover size="lg" />
        </div>
      </div>
    </section>
  );
}
