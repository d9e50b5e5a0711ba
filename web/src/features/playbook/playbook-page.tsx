// The playbook page (SPEC §2 'Playbook page'): hero, overview with glossary tooltips, the
// framework's principles and cycle, the free-chapter form at #download-section, testimonials.
import { usePageMeta } from '../../app/use-page-meta';
import { PlaybookDownload } from './playbook-download';
import { PlaybookFramework } from './playbook-framework';
import { PlaybookHero } from './playbook-hero';
import { PlaybookOverview } from './playbook-overview';
import { PlaybookTestimonials } from './playbook-testimonials';
import { useAnchorOnMount } from './use-anchor-on-mount';
import './playbook.css';

export function PlaybookPage() {
  usePageMeta(
    'The Ultimate FinOps Playbook | FinOps Consulting',
    'A practical 200+ page guide to cloud financial management: cost visibility, optimization and the team habits that keep savings in place. Download a free chapter.',
  );
  useAnchorOnMount();

  return (
    <div className="playbook-page">
      <PlaybookHero />

      <PlaybookOverview />

      <PlaybookFramework />

      <PlaybookDownload />

      <PlaybookTestimonials />
    </div>
  );
}
