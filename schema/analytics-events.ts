// The events the site's beacon may send (issue 32), shared by the server's check and the client
// script. Each is a name and a few small properties; nothing personal fits in them: every value is
// a short token (letters, digits, `-_.:/ `) or a number, and only the keys listed are accepted.

/** Property keys each event accepts (values: up to 80 characters of [\w .:/-], or a finite number). */
export const ANALYTICS_EVENTS = {
  /** A client-side navigation (the first page of a visit is counted by the server). */
  pageview: [],
  /** The hero's three calls to action and every other CTA: which one, and where on the page. */
  cta_click: ['cta', 'location'],
  /** A calculator result shown (both calculators): which tool, and its result band. */
  calculator_result: ['tool', 'band'],
  quiz_completed: ['level'],
  /** The cost simulator ran: how many resources it modelled. */
  simulation_run: ['resources'],
  /** A report downloaded from a tool: calculator or simulator. */
  report_downloaded: ['report'],
  /** A resource of the library downloaded: its id. */
  resource_downloaded: ['resource'],
  /** The lead forms (playbook, contact): first change, a refused submit (invalid or server), a stored one. */
  form_started: ['form'],
  form_failed: ['form', 'reason'],
  form_submitted: ['form'],
  /** A link to another site: its domain only. */
  outbound_link: ['domain'],
  /** The not-found screen of a client-side navigation (server 404s are counted by the server). */
  not_found: [],
} as const satisfies Record<string, readonly string[]>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

/** Events that count as "used a tool" in a visit's story and the funnel. */
export const TOOL_EVENTS: readonly string[] = ['calculator_result', 'quiz_completed', 'simulation_run'];

/** Largest beacon body accepted, in bytes. */
export const BEACON_MAX_BYTES = 1024;

/** Where a lead's visit came from (issue 32): each field null when unknown. */
export interface LeadAttribution {
  /** The first page of the visit, as a path. */
  landingPage: string | null;
  /** The referring site's domain (no path, no query). */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** Paths viewed in the visit before the lead, in order, each once. */
  pagesBeforeLead: string[] | null;
  /** Tool events of the visit before the lead (calculator_result, quiz_completed, simulation_run), each once. */
  toolsBeforeLead: string[] | null;
  /** Whole seconds from the visit's first page to the lead. */
  secondsToLead: number | null;
}

export const UNKNOWN_ATTRIBUTION: LeadAttribution = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  pagesBeforeLead: null,
  toolsBeforeLead: null,
  secondsToLead: null,
};

/** A lead's attribution with every field present (null where unknown), whatever was stored. */
export function attributionOf(stored: LeadAttribution | null | undefined): LeadAttribution {
  return { ...UNKNOWN_ATTRIBUTION, ...(stored ?? {}) };
}
