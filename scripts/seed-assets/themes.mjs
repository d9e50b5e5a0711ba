// Colour themes of the seed assets (one per blog category, one per resource type) and the
// deterministic PRNG that gives each slug its own, stable composition.

// ---------------------------------------------------------------------------------------------
// Palettes: one per blog category and one per resource type

export const POST_THEMES = {
  strategy: { label: 'Strategy', dark: '#2e1065', mid: '#5b21b6', light: '#a78bfa', accent: '#f0abfc' },
  technical: { label: 'Technical', dark: '#042f2e', mid: '#0f766e', light: '#5eead4', accent: '#a7f3d0' },
  'case-studies': { label: 'Case Studies', dark: '#431407', mid: '#c2410c', light: '#fdba74', accent: '#fde68a' },
  tutorials: { label: 'Tutorials', dark: '#172554', mid: '#1d4ed8', light: '#93c5fd', accent: '#bae6fd' },
};

export const RESOURCE_THEMES = {
  whitepaper: { label: 'Whitepaper', dark: '#1e1b4b', mid: '#4338ca', light: '#a5b4fc', accent: '#c7d2fe' },
  'case-study': { label: 'Case Study', dark: '#451a03', mid: '#b45309', light: '#fcd34d', accent: '#fef3c7' },
  template: { label: 'Template', dark: '#022c22', mid: '#047857', light: '#6ee7b7', accent: '#d1fae5' },
  infographic: { label: 'Infographic', dark: '#500724', mid: '#be185d', light: '#f9a8d4', accent: '#fce7f3' },
};

// Small deterministic PRNG so each slug gets its own, stable composition.
export function rng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n) => Math.round(n * 10) / 10;
