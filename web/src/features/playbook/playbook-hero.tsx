import { Button } from 'antd';
import { DownloadOutlined, StarFilled } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { PlaybookCover } from './playbook-cover';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

/** The hero: title, the two calls to action, the facts and the cover. */
export function PlaybookHero() {
  return (
    <section className="playbook-hero" aria-labelledby="playbook-page-title">
      <div className="container playbook-hero__inner">
        <div>
          <p className="playbook-hero__eyebrow">Free chapter available</p>
          <PlainTitle level={1} id="playbook-page-title" className="playbook-hero__title">
            The Ultimate FinOps Playbook
          </PlainTitle>
          <PlainParagraph className="playbook-hero__lead">
            A practical guide to running cloud financial management: how to see every dollar of cloud spend, optimize it without slowing
            delivery, and build the habits across engineering, finance and product that keep savings in place.
          </PlainParagraph>
          <div className="playbook-hero__actions">
            <Button type="primary" size="large" href="#download-section" icon={<DownloadOutlined />}>
              Download Free Chapter
            </Button>
            <ButtonLink size="large" to="/#contact" className="playbook-hero__ghost">
              Book a Free Consultation
            </ButtonLink>
          </div>
          <ul className="playbook-hero__facts" aria-label="About the playbook">
            <li>
              <strong>200+ pages</strong> <span>of practical guidance</span>
            </li>
            <li>
              <strong>8 chapters</strong> <span>from first report to lasting savings</span>
            </li>
            <li>
              <strong>
                <StarFilled aria-hidden className="playbook-hero__star" /> 4.9/5
              </strong>{' '}
              <span>from 324 reviews</span>
            </li>
          </ul>
        </div>
        <div className="playbook-hero__cover">
          <PlaybookCover size="lg" />
        </div>
      </div>
    </section>
  );
}
