#!/usr/bin/env node
// Regenerates the static assets that the seed content points at:
//   web/public/images/covers/<post-slug>.svg        one cover per seeded blog post
//   web/public/images/resources/<resource-slug>.svg one cover per seeded resource
//   web/public/downloads/<resource-slug>.pdf        one downloadable PDF per seeded resource
//   web/public/downloads/finops-playbook-chapter-2-... the free playbook chapter e-mailed to playbook leads
//                                                   (content in scripts/playbook-chapter.mjs)
//
// Slugs, titles and categories are read from graphql-server/src/db/seed/content.ts (transpiled in
// memory with the project's TypeScript), so the seed and its assets cannot drift apart. The PDF
// bodies are in seed-assets/resource-documents.mjs (keyed by resource slug), drawn by
// seed-assets/pdf-engine.mjs; covers are drawn here.
//
// Usage: node scripts/generate-seed-assets.mjs
// Output is deterministic: re-running it produces identical files.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { PLAYBOOK_CHAPTER_DOCUMENT } from './playbook-chapter.mjs';
import { buildPdf } from './seed-assets/pdf-engine.mjs';
import { RESOURCE_DOCUMENTS } from './seed-assets/resource-documents.mjs';
import { POST_THEMES, RESOURCE_THEMES, r1, rng } from './seed-assets/themes.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'web/public');
const CONTENT_FILE = path.join(ROOT, 'graphql-server/src/db/seed/content.ts');

// ---------------------------------------------------------------------------------------------
// Seed content

function loadSeedContent() {
  const source = fs.readFileSync(CONTENT_FILE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(mod, mod.exports, require);
  return mod.exports;
}

const slugFromUrl = (url) => path.basename(url).replace(/\.[a-z]+$/, '');

// ---------------------------------------------------------------------------------------------
// SVG covers (1200 x 630)

function motifBars(rand, t) {
  const n = 7;
  const baseY = 520;
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const h = r1(90 + rand() * 260 + i * 12);
    const x = 640 + i * 68;
    out += `<rect x="${x}" y="${r1(baseY - h)}" width="44" height="${h}" rx="6" fill="${i === n - 2 ? t.accent : t.light}" opacity="${r1(0.45 + i * 0.07)}"/>`;
  }
  return out + `<path d="M620 ${baseY}H1140" stroke="${t.accent}" stroke-width="2" opacity=".6"/>`;
}

function motifLine(rand, t) {
  const pts = [];
  for (let i = 0; i < 9; i += 1) pts.push([620 + i * 65, r1(470 - i * 28 - rand() * 90)]);
  const line = pts.map((p, i) => `${i ? 'L' : 'M'}${p[0]} ${p[1]}`).join('');
  const area = `${line}L${pts[pts.length - 1][0]} 540L${pts[0][0]} 540Z`;
  const dots = pts
    .filter((_, i) => i % 2 === 0)
    .map((p) => `<circle cx="${p[0]}" cy="${p[1]}" r="7" fill="${t.accent}"/>`)
    .join('');
  return `<path d="${area}" fill="url(#ar)"/><path d="${line}" fill="none" stroke="${t.accent}" stroke-width="5" stroke-linejoin="round"/>${dots}`;
}

function motifDonut(rand, t) {
  const cx = 880;
  const cy = 330;
  const r = 150;
  const c = 2 * Math.PI * r;
  const shares = [0.38 + rand() * 0.12, 0.2 + rand() * 0.1, 0.12 + rand() * 0.06];
  const colours = [t.accent, t.light, '#ffffff'];
  let offset = 0;
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity=".12" stroke-width="46"/>`;
  shares.forEach((s, i) => {
    const len = r1(s * c);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colours[i]}" stroke-opacity="${r1(0.9 - i * 0.2)}" stroke-width="46" stroke-dasharray="${len} ${r1(c - len)}" stroke-dashoffset="${r1(-offset)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += s * c;
  });
  return out + `<circle cx="${cx}" cy="${cy}" r="78" fill="${t.accent}" opacity=".18"/>`;
}

function motifNodes(rand, t) {
  const nodes = [];
  for (let i = 0; i < 8; i += 1) {
    nodes.push([r1(650 + (i % 4) * 140 + rand() * 50), r1(190 + Math.floor(i / 4) * 200 + rand() * 60)]);
  }
  let out = '';
  for (let i = 0; i < nodes.length; i += 1) {
    const a = nodes[i];
    const b = nodes[(i + 1) % nodes.length];
    const c = nodes[(i + 4) % nodes.length];
    out += `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}M${a[0]} ${a[1]}L${c[0]} ${c[1]}" stroke="${t.light}" stroke-opacity=".45" stroke-width="3"/>`;
  }
  nodes.forEach((n, i) => {
    out += `<circle cx="${n[0]}" cy="${n[1]}" r="${i % 3 === 0 ? 26 : 16}" fill="${i % 3 === 0 ? t.accent : t.light}" opacity=".9"/>`;
  });
  return out;
}

const MOTIFS = [motifBars, motifLine, motifDonut, motifNodes];

function coverSvg(slug, theme, motifIndex) {
  const rand = rng(slug);
  const angle = Math.round(rand() * 40);
  const bigR = Math.round(220 + rand() * 120);
  const motif = MOTIFS[motifIndex % MOTIFS.length](rand, theme);
  const labelWidth = Math.round(theme.label.length * 13.5 + 48);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${theme.label}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${theme.dark}"/><stop offset="1" stop-color="${theme.mid}"/></linearGradient>
<linearGradient id="ar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></linearGradient>
<pattern id="gr" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M60 0H0V60" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="1"/></pattern></defs>
<rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#gr)"/>
<circle cx="${Math.round(80 + rand() * 200)}" cy="${Math.round(520 + rand() * 80)}" r="${bigR}" fill="${theme.light}" opacity=".1"/>
<circle cx="${Math.round(1050 + rand() * 100)}" cy="${Math.round(40 + rand() * 60)}" r="${Math.round(bigR * 0.6)}" fill="none" stroke="${theme.accent}" stroke-opacity=".25" stroke-width="2"/>
${motif}
<rect x="72" y="72" width="${labelWidth}" height="48" rx="24" fill="#ffffff" fill-opacity=".14" stroke="#ffffff" stroke-opacity=".35"/>
<text x="${72 + labelWidth / 2}" y="104" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="2" fill="#ffffff">${theme.label.toUpperCase()}</text>
<rect x="72" y="430" width="${Math.round(200 + rand() * 160)}" height="14" rx="7" fill="#ffffff" opacity=".55"/>
<rect x="72" y="462" width="${Math.round(320 + rand() * 140)}" height="14" rx="7" fill="#ffffff" opacity=".3"/>
<rect x="72" y="494" width="${Math.round(140 + rand() * 120)}" height="14" rx="7" fill="#ffffff" opacity=".2"/>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const { SEED_POSTS, SEED_RESOURCES } = loadSeedContent();
  const coversDir = path.join(PUBLIC_DIR, 'images/covers');
  const resourceCoversDir = path.join(PUBLIC_DIR, 'images/resources');
  const downloadsDir = path.join(PUBLIC_DIR, 'downloads');
  for (const dir of [coversDir, resourceCoversDir, downloadsDir]) fs.mkdirSync(dir, { recursive: true });

  const perCategory = {};
  for (const post of SEED_POSTS) {
    const theme = POST_THEMES[post.category];
    if (!theme) throw new Error(`No cover theme for category ${post.category}`);
    const index = (perCategory[post.category] = (perCategory[post.category] ?? -1) + 1);
    const file = path.join(PUBLIC_DIR, post.coverImage);
    fs.writeFileSync(file, coverSvg(slugFromUrl(post.coverImage), theme, index));
  }

  const perType = {};
  for (const resource of SEED_RESOURCES) {
    const theme = RESOURCE_THEMES[resource.type];
    const index = (perType[resource.type] = (perType[resource.type] ?? -1) + 1);
    fs.writeFileSync(path.join(PUBLIC_DIR, resource.coverImage), coverSvg(slugFromUrl(resource.coverImage), theme, index + 1));

    const slug = slugFromUrl(resource.fileUrl);
    const spec = RESOURCE_DOCUMENTS[slug];
    if (!spec) throw new Error(`No PDF content defined for resource ${slug}`);
    const pdf = await buildPdf(resource, { ...spec, slug });
    fs.writeFileSync(path.join(PUBLIC_DIR, resource.fileUrl), pdf);
  }

  const chapter = PLAYBOOK_CHAPTER_DOCUMENT;
  const chapterPdf = await buildPdf(
    { title: chapter.title, description: chapter.description },
    { ...chapter, slug: path.basename(chapter.file, '.pdf') },
  );
  fs.writeFileSync(path.join(PUBLIC_DIR, chapter.file), chapterPdf);

  const defined = Object.keys(RESOURCE_DOCUMENTS);
  const used = new Set(SEED_RESOURCES.map((r) => slugFromUrl(r.fileUrl)));
  const unused = defined.filter((s) => !used.has(s));
  if (unused.length) console.warn(`PDF content defined but not seeded: ${unused.join(', ')}`);
  console.log(
    `Wrote ${SEED_POSTS.length} post covers, ${SEED_RESOURCES.length} resource covers, ${SEED_RESOURCES.length} PDFs and the playbook chapter under web/public.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
