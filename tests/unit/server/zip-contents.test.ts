// An archive's directory can lie (issue 33): what it really holds is decompressed into nothing and
// counted, against its declared sizes and the limits, within a deadline; names that would leave
// their folder are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkZipContents, isUnsafeEntryName, readZipEntries } from '../../../graphql-server/src/modules/media/zip-directory';
import { office, zip } from '../../support/media-fixtures';

describe('checkZipContents', () => {
  let dir: string;
  let count = 0;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-contents-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function check(data: Buffer, options = { deadlineMs: 60_000 } as { deadlineMs: number; now?: () => number }) {
    const file = path.join(dir, `${++count}.zip`);
    fs.writeFileSync(file, data);
    return checkZipContents(file, (await readZipEntries(file))!, options);
  }

  it('accepts honest archives and Office documents', async () => {
    expect(await check(zip([{ name: 'docs/readme.txt', data: Buffer.from('hello '.repeat(100)) }]))).toBeNull();
    expect(await check(office('docx'))).toBeNull();
  });

  it.each(['../evil.sh', 'a/../../evil.sh', '/etc/passwd', 'C:\\\\Windows\\\\evil.dll', '..\\\\evil.bat', 'a\0b'])(
    'refuses the entry name %j',
    async (name) => {
      expect(isUnsafeEntryName(name)).toBe(true);
      expect(await check(zip([{ name, data: Buffer.from('x') }]))).toBe('unsafePath');
    },
  );

  it('keeps names that only look odd', () => {
    expect(isUnsafeEntryName('notes..txt')).toBe(false);
    expect(isUnsafeEntryName('word/..styles.xml')).toBe(false);
  });

  it('refuses an entry that unpacks to more than its directory declares, without unpacking the rest', async () => {
    // 64 MB of zeros declared as 1 KB: well within the declared limits, a lie underneath.
    const lying = zip([{ name: 'small.txt', data: Buffer.alloc(64 * 1024 * 1024), declaredSize: 1024 }]);
    expect(await check(lying)).toBe('sizeMismatch');
  });

  it('refuses an entry that unpacks to less than declared', async () => {
    expect(await check(zip([{ name: 'a.txt', data: Buffer.from('abc'), declaredSize: 4 }]))).toBe('sizeMismatch');
  });

  it('refuses entries it cannot check: encrypted or another compression method', async () => {
    const archive = zip([{ name: 'a.txt', data: Buffer.from('abc') }]);
    const centralAt = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const encrypted = Buffer.from(archive);
    encrypted.writeUInt16LE(1, centralAt + 8);
    expect(await check(encrypted)).toBe('unchecked');
    const bzip2 = Buffer.from(archive);
    bzip2.writeUInt16LE(12, centralAt + 10);
    expect(await check(bzip2)).toBe('unchecked');
  });

  it('refuses damaged data', async () => {
    const archive = zip([{ name: 'a.txt', data: Buffer.from('abc'.repeat(100)) }]);
    const damaged = Buffer.from(archive);
    damaged.fill(0xff, 30 + 5, 30 + 5 + 6);
    expect(await check(damaged)).toBe('broken');
  });

  it('stops at its deadline (the test owns the clock)', async () => {
    let clock = 0;
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x'.repeat(1000)) }));
    // Each reading of the clock moves it on by 1 s: the third entry is past a 2.5 s deadline.
    const problem = await check(zip(entries), { deadlineMs: 2500, now: () => (clock += 1000) });
    expect(problem).toBe('timeout');
  });
});
