// SPEC §3 'Built-in fallback blog posts': shown by the blog teaser when no post is featured, so
// the home page never shows an empty section. They have no article page of their own: the
// teaser links them to the blog list.

export interface TeaserPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  category: string;
  author: string;
  publishedAt: string;
}

export const FALLBACK_POSTS: TeaserPost[] = [
  {
    id: 'fallback-cloud-cost-traps',
    slug: 'cloud-cost-traps',
    title: 'Seven Cloud Cost Traps That Quietly Inflate Your Bill',
    excerpt:
      'Idle environments, orphaned volumes, chatty data transfer and forgotten snapshots: how to spot the silent drains on your cloud budget, and the guardrails that stop them coming back.',
    coverImage: null,
    category: 'technical',
    author: 'FinOps Consulting Team',
    publishedAt: '2025-01-14T09:00:00.000Z',
  },
  {
    id: 'fallback-finops-business-goals',
    slug: 'aligning-finops-with-business-goals',
    title: 'Aligning FinOps with Business Goals',
    excerpt:
      'Savings matter most when they serve a strategy. How to tie cloud spend to unit economics, product priorities and the measures your leadership already tracks.',
    coverImage: null,
    category: 'strategy',
    author: 'FinOps Consulting Team',
    publishedAt: '2025-01-28T09:00:00.000Z',
  },
  {
    id: 'fallback-multi-cloud-finops',
    slug: 'multi-cloud-finops',
    title: 'Making FinOps Work Across Multiple Clouds',
    excerpt:
      'AWS, Azure and Google Cloud bill in different shapes. A practical approach to normalizing cost data, tagging consistently and governing spend across providers.',
    coverImage: null,
    category: 'strategy',
    author: 'FinOps Consulting Team',
    publishedAt: '2025-02-11T09:00:00.000Z',
  },
];
