/**
 * The owner's facts in src/config/site.ts (`site`, `businessHours`, `businessTimeZone`), checked by one schema
 * before anything is made of them: the content check runs it (`npm run check:content`, the first step of
 * `npm run build`, build/check-content.ts) and `npm run dev` before each page (server/dev.ts). A fact that
 * fails stops them all, so it reaches no page, brochure, card or structured data: `opens: '9am'` once built
 * and showed "Sat: NaNpm–1pm" (issue 62). Each problem is one line,
 * `src/config/site.ts:LINE: field: what is wrong: what to write, e.g. …`, its line found in the file as
 * written (TypeScript's parser); a file TypeScript cannot parse (a quote or comma missing) is said first, by
 * its line, as the values cannot be read until it is fixed (build/site-syntax.ts).
 * Build time only: zod and TypeScript are the build's packages (devDependencies); the server bundle never
 * loads this module.
 */
import type * as TS from 'typescript';
import { z } from 'zod';
import { e164Of } from '../src/config/phone-number.server.ts';
import { WEEK, type OpeningHours, type SiteConfig, type SocialLink } from '../src/config/site.ts';
import { nearest } from './nearest.ts';
import { loadTypescript, SITE_FILE, syntaxProblems } from './site-syntax.ts';

export { SITE_FILE, syntaxProblems };

/** What site.ts exports for the owner to edit: the names the schema below checks. */
export const FACT_EXPORTS = ['site', 'businessHours', 'businessTimeZone'] as const;

/** A value as the owner wrote it, quoted: “9am”, “1993”. */
const quoted = (value: unknown) => `“${typeof value === 'string' ? value : JSON.stringify(value)}”`;

/** The message for a value that is missing or of another kind than `what`; `example` is the right form, as written in site.ts. */
const kindError = (what: string, example: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `is missing: add it, e.g. ${example}` : `${quoted(issue.input)} is not ${what}: write it as ${example}`;

/** Text in quotes, not empty. */
const text = (example: string) =>
  z.string({ error: kindError('text in quotes', example) }).refine((value) => value.trim() !== '', { error: `is empty: write it, e.g. ${example}` });

/** An object of exactly these fields (an unknown field is named, with the nearest known one, by `located` below). */
const fields = <Shape extends z.ZodRawShape>(shape: Shape, example: string) => z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : kindError('a group of fields in { }', example)(issue)) });

/** '9am' → '09:00', '1:30 pm' → '13:30', '9.30' → '09:30': a time written another way, in site.ts's form; undefined when it reads as none. */
export function asTwentyFourHour(written: string) {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(written.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 23)) return undefined;
  if (half) hours = (hours % 12) + (half === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_FORM = "24-hour hours and minutes, e.g. '09:00' for 9am, '13:30' for 1:30pm";
const time = z.string({ error: kindError('a time', "'09:00'") }).check((ctx) => {
  if (TIME.test(ctx.value)) return;
  const meant = asTwentyFourHour(ctx.value);
  const write = meant && meant !== ctx.value ? `write '${meant}' (${TIME_FORM})` : `write ${TIME_FORM}; the day ends at '23:59'`;
  ctx.issues.push({ code: 'custom', input: ctx.value, message: `${quoted(ctx.value)} is not a time as site.ts writes them: ${write}` });
});

/** A day as site.ts writes it ('Saturday'); one spelt wrong is told the day it nearly is ('Saturdy', 'Sat' → 'Saturday'). */
const day = z.enum(WEEK, {
  error: ({ input }) => {
    if (typeof input !== 'string') return kindError('a day', "'Saturday'")({ input });
    const [meant] = nearest(input, WEEK, { count: 1, within: 0, score: (name) => (input.length >= 3 && name.toLowerCase().startsWith(input.toLowerCase())) ? 0 : 1 });
    const [spelt] = nearest(input, WEEK, { count: 1, within: 3 });
    const write = meant ?? spelt;
    return `${quoted(input)} is not a day of the week: write ${write ? `'${write}'` : 'the day in full, with a capital'} (one of ${WEEK.map((d) => `'${d}'`).join(', ')})`;
  },
});

const HOURS_EXAMPLE = "{ days: ['Saturday'], opens: '09:00', closes: '14:00' }";
const openingHours = fields(
  {
    days: z.array(day, { error: kindError('a list of days', "['Monday', 'Tuesday']") }).min(1, { error: "lists no day: write the days these hours are for, e.g. ['Saturday'] (a day no entry lists is closed)" }),
    opens: time,
    closes: time,
  },
  HOURS_EXAMPLE,
).check((ctx) => {
  const { opens, closes } = ctx.value;
  if (TIME.test(opens) && TIME.test(closes) && closes <= opens) {
    ctx.issues.push({ code: 'custom', input: closes, path: ['closes'], message: `'${closes}' is not after opens '${opens}': write the time the office closes that day, after it opens, e.g. opens: '09:00', closes: '14:00'` });
  }
});

/** Each day in one entry at most: a day in two would show two opening times. Said beside the entries' own problems. */
const businessHours = z.array(openingHours, { error: kindError('a list of opening hours in [ ]', `[${HOURS_EXAMPLE}]`) }).superRefine(
  (entries, ctx) => {
    const seen = new Map<unknown, number>();
    (Array.isArray(entries) ? entries : []).forEach((entry: { days?: unknown } | undefined, i) =>
      (Array.isArray(entry?.days) ? entry.days : []).forEach((name: unknown, j) => {
        const first = seen.get(name);
        if (first === undefined) seen.set(name, i);
        else ctx.addIssue({ code: 'custom', input: name, path: [i, 'days', j], message: `${quoted(name)} is also in ${first === i ? 'this entry' : `entry ${first + 1} above`}: write each day once, in the entry with its hours` });
      }),
    );
  },
  { when: () => true },
);

/** Where each network's pages are; a link to another site under its name is a mistake. */
export const SOCIAL_SITES = { Facebook: 'facebook.com', LinkedIn: 'linkedin.com', Instagram: 'instagram.com' } as const satisfies Record<SocialLink['network'], string>;
const NETWORKS = Object.keys(SOCIAL_SITES) as SocialLink['network'][];
const socialLink = fields(
  {
    network: z.enum(NETWORKS, { error: (issue) => `${quoted(issue.input)} is not a network the footer has an icon for: write one of ${NETWORKS.map((n) => `'${n}'`).join(', ')}` }),
    url: z.string({ error: kindError('an address', "'https://www.facebook.com/yourbusiness'") }),
  },
  "{ network: 'Facebook', url: 'https://www.facebook.com/yourbusiness' }",
).check((ctx) => {
  const { network, url } = ctx.value;
  const host = SOCIAL_SITES[network];
  if (!host || typeof url !== 'string') return;
  const example = `'https://www.${host}/yourbusiness'`;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const problem =
    !parsed || !/^https?:$/.test(parsed.protocol)
      ? `is not a whole address: copy it from the browser's address bar on your ${network} page, e.g. ${example}`
      : parsed.protocol !== 'https:'
        ? `starts with http://: write https://, e.g. ${example}`
        : parsed.hostname !== host && !parsed.hostname.endsWith(`.${host}`)
          ? `is not on ${host}: a ${network} link is the address of your ${network} page, e.g. ${example}`
          : undefined;
  if (problem) ctx.issues.push({ code: 'custom', input: url, path: ['url'], message: `${quoted(url)} ${problem}` });
});

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const youtubeId = z.string({ error: kindError("a video's ID", "'aqz-KE-bpKQ'") }).check((ctx) => {
  if (YOUTUBE_ID.test(ctx.value)) return;
  // The whole address pasted: the ID is its v= (youtube.com/watch?v=…) or its last part (youtu.be/…, /embed/…, /shorts/…).
  const url = URL.canParse(ctx.value) ? new URL(ctx.value) : undefined;
  const id = url && (url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).at(-1));
  const write = id && YOUTUBE_ID.test(id) ? `write its ID alone, '${id}'` : "write the video's 11-character ID, the part after v= in its address (https://www.youtube.com/watch?v=aqz-KE-bpKQ has 'aqz-KE-bpKQ')";
  ctx.issues.push({ code: 'custom', input: ctx.value, message: `${quoted(ctx.value)} is not a YouTube video's ID: ${write}` });
});

const phone = fields(
  {
    display: z.string({ error: kindError('a phone number in quotes', "'(228) 555-0123'") }).check((ctx) => {
      const read = e164Of(ctx.value);
      if ('problem' in read) ctx.issues.push({ code: 'custom', input: ctx.value, message: read.problem });
    }),
    label: text("'Local'"),
  },
  "{ display: '(228) 555-0123', label: 'Local' }",
);

const THIS_YEAR = new Date().getUTCFullYear();

/** site.ts's `site`, field by field (SiteConfig): every field the owner edits, as pages need it. */
const siteSchema = fields(
  {
    name: text("'Magnolia Coast Payments'"),
    shortName: text("'Magnolia Coast'"),
    tagline: text("'Local payment processing for Gulf Coast businesses'"),
    area: fields(
      {
        city: text("'Gulfport'"),
        region: text("'Mississippi'"),
        regionCode: z.string({ error: kindError("a state's code", "'MS'") }).regex(/^[A-Z]{2}$/, { error: (issue) => `${quoted(issue.input)} is not a state's two-letter code: write it in capitals, e.g. 'MS'` }),
        servedPlaces: z.array(text("'Biloxi'"), { error: kindError('a list of places in [ ]', "['Biloxi', 'Ocean Springs']") }).min(1, { error: "lists no place: write the towns you serve, e.g. ['Biloxi', 'Ocean Springs']" }),
      },
      "{ city: 'Gulfport', region: 'Mississippi', regionCode: 'MS', servedPlaces: ['Biloxi'] }",
    ),
    phones: fields({ local: phone, tollFree: phone }, "{ local: { display: '(228) 555-0123', label: 'Local' }, tollFree: { display: '(800) 555-0123', label: 'Toll-free' } }"),
    email: z.string({ error: kindError('an e-mail address', "'hello@yourbusiness.com'") }).pipe(z.email({ error: (issue) => `${quoted(issue.input)} is not an e-mail address: write it whole, e.g. 'hello@yourbusiness.com'` })),
    support: text("'24/7 support'"),
    supportHours: text("'24/7'"),
    social: z.array(socialLink, { error: kindError('a list of links in [ ]', "[{ network: 'Facebook', url: 'https://www.facebook.com/yourbusiness' }]") }),
    video: fields({ youtubeId, title: text("'How we help Gulf Coast businesses'") }, "{ youtubeId: 'aqz-KE-bpKQ', title: 'How we help Gulf Coast businesses' }"),
    socialImage: fields(
      {
        path: z.string({ error: kindError('a path', "'/images/social-card.png'") }).regex(/^\/\S+\.png$/, { error: (issue) => `${quoted(issue.input)} is not the path of a PNG picture on the site: write '/images/social-card.png', the one the build draws` }),
        width: z.int({ error: kindError('a number of pixels', '1200') }).positive({ error: 'must be a number of pixels, e.g. 1200' }),
        height: z.int({ error: kindError('a number of pixels', '630') }).positive({ error: 'must be a number of pixels, e.g. 630' }),
      },
      "{ path: '/images/social-card.png', width: 1200, height: 630 }",
    ),
    foundedYear: z
      .int({ error: kindError('a year written as a number, without quotes', '1993') })
      .min(1800, { error: (issue) => `${quoted(issue.input)} is not the year the business was founded: write it in full, e.g. 1993` })
      .max(THIS_YEAR, { error: (issue) => `${quoted(issue.input)} is after this year: write the year the business was founded, e.g. 1993` }),
    experience: text("'30+ years'"),
    deposits: text("'Card sales reach your bank account within 1-2 business days'"),
    businessFunding: fields(
      { application: text("'about 10 minutes'"), decision: text("'24-48 hours'"), funds: text("'3-5 business days'") },
      "{ application: 'about 10 minutes', decision: '24-48 hours', funds: '3-5 business days' }",
    ),
  },
  'the fields site.ts came with',
) satisfies z.ZodType<SiteConfig>;

const timeZone = z.string({ error: kindError("a time zone's name", "'America/Chicago'") }).check((ctx) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: ctx.value });
  } catch {
    ctx.issues.push({ code: 'custom', input: ctx.value, message: `${quoted(ctx.value)} is not a time zone's name: write it as the time zone database names it, e.g. 'America/Chicago' (Central time) or 'America/New_York' (Eastern)` });
  }
});

/** The schema of site.ts's facts: its three exports, each checked whole. */
export const siteFactsSchema = z.object({ site: siteSchema, businessHours, businessTimeZone: timeZone }) satisfies z.ZodType<{
  site: SiteConfig;
  businessHours: readonly OpeningHours[];
  businessTimeZone: string;
}>;

/** The schema at `path` inside `schema` (objects' fields, lists' items), to name the fields an object has. */
function schemaAt(schema: z.ZodType, path: PropertyKey[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    if (at instanceof z.ZodObject) at = (at.shape as Record<PropertyKey, z.ZodType>)[key];
    else if (at instanceof z.ZodArray) at = at.element as z.ZodType;
    else return undefined;
  }
  return at;
}

/**
 * How the owner finds a field: `phones.local`, `businessHours.opens`, `social.url` (the line says which entry).
 * A phone is named by its key, as the start-up report and ADR 027 name it.
 */
function fieldName(path: PropertyKey[]) {
  const names = (path[0] === 'site' ? path.slice(1) : path).filter((key): key is string => typeof key === 'string');
  if (names[0] === 'phones' && names.at(-1) === 'display') names.pop();
  return names.join('.');
}

type Located = { path: PropertyKey[]; message: string };

/** One problem per field: an unknown field is named on its own line, with the nearest field the object has. */
function located(issues: z.core.$ZodIssue[]): Located[] {
  return issues.flatMap((issue): Located[] => {
    if (issue.code !== 'unrecognized_keys') return [{ path: issue.path, message: issue.message }];
    const known = Object.keys((schemaAt(siteFactsSchema, issue.path) as z.ZodObject | undefined)?.shape ?? {});
    return issue.keys.map((key) => {
      const [meant] = nearest(key, known, { count: 1, within: 3 });
      return {
        path: [...issue.path, key],
        message: `is not a field here: ${meant ? `did you mean ${meant}? ` : ''}the fields are ${known.join(', ')}`,
      };
    });
  });
}

/**
 * The line of site.ts where the value at `path` is written (`['businessHours', 1, 'opens']`): a value named by a
 * constant (`foundedYear,`) is where that constant is written; a missing field is its object's line.
 */
function lineFinder(ts: typeof TS, source: string) {
  const file = ts.createSourceFile(SITE_FILE, source, ts.ScriptTarget.ES2022, true);
  const constants = new Map<string, TS.Node>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
    }
  }
  const unwrap = (node: TS.Node): TS.Node => {
    let at = node;
    for (let hops = 0; hops < 20; hops++) {
      if (ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isParenthesizedExpression(at) || ts.isTypeAssertionExpression(at)) at = at.expression;
      else if (ts.isIdentifier(at) && constants.has(at.text)) at = constants.get(at.text)!;
      else break;
    }
    return at;
  };
  const lineOf = (node: TS.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  return (path: PropertyKey[]): number | undefined => {
    let node = constants.get(String(path[0]));
    if (!node) return undefined;
    for (const key of path.slice(1)) {
      const value = unwrap(node);
      let next: TS.Node | undefined;
      if (ts.isObjectLiteralExpression(value)) {
        const property = value.properties.find((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key);
        next = property && (ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined);
      } else if (ts.isArrayLiteralExpression(value) && typeof key === 'number') {
        next = value.elements[key];
      }
      if (!next) return lineOf(node);
      node = next;
    }
    return lineOf(unwrap(node));
  };
}

/**
 * Every problem of site.ts's facts, one line each, `src/config/site.ts:LINE: field: …`, in the file's order;
 * [] when they are all as the site needs them. `facts` is the module as loaded, `source` its text (for lines).
 */
export async function siteFactProblems(facts: Record<string, unknown>, source: string, file = SITE_FILE): Promise<string[]> {
  const values = Object.fromEntries(FACT_EXPORTS.map((name) => [name, facts[name]]));
  const result = siteFactsSchema.safeParse(values);
  if (result.success) return [];
  const lineAt = lineFinder(await loadTypescript(), source);
  return located(result.error.issues)
    .map(({ path, message }) => ({ line: lineAt(path) ?? 0, text: `${fieldName(path) || String(path[0])}: ${message}` }))
    .sort((a, b) => a.line - b.line)
    .map(({ line, text }) => `${file}${line ? `:${line}` : ''}: ${text}`);
}
