import fs from 'node:fs';
import path from 'node:path';
import { PLAYBOOK_CHAPTER, playbookChapterFile } from '../../../graphql-server/src/modules/delivery/mail/playbook-chapter';

const ROOT = path.resolve(__dirname, '../../..');

describe('the free playbook chapter', () => {
  it('is a real, several-page PDF shipped with the site', () => {
    const file = playbookChapterFile();
    expect(file).toBe(path.join(ROOT, 'web/public/downloads', PLAYBOOK_CHAPTER.file));
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pdf.toString('latin1')).toContain('Cost Visibility and Allocation');
  });

  it('is the file the asset generator writes', () => {
    const generator = fs.readFileSync(path.join(ROOT, 'scripts/playbook-chapter.mjs'), 'utf8');
    expect(generator).toContain(`file: 'downloads/${PLAYBOOK_CHAPTER.file}'`);
  });
});
