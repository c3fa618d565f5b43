/**
 * A steady load on the site as nginx gives it: page requests and contact-form posts from many visitors,
 * one fresh connection per request (nginx opens one to its upstream for each, by default), the client's
 * address in X-Forwarded-For. Counts what a visitor would see go wrong: a refused connection, any other
 * network error (reset, cut, no answer within REQUEST_TIMEOUT_MS), a 5xx, any other answer than 2xx/3xx.
 * Each post carries its own e-mail address, so the test can find each answered post in the store. Each
 * request's wait (from sending it to the end of its answer) is kept with when it was sent, to report how long
 * visitors waited while a release went live (the form's filling-in time is the visitor's, not a wait).
 */
import { request } from 'node:http';
import { MIN_FILL_MS } from '../../server/leads/intake/form-ticket';

const REQUEST_TIMEOUT_MS = 30_000;

type Answer = { status: number; body: string } | { error: string };

/** One request over a connection of its own, from `client` (as nginx names it): its answer, or the error's code. */
export function send(port: number, method: 'GET' | 'POST', path: string, client: string, body?: string, waits?: Counts['waits']): Promise<Answer> {
  const at = Date.now();
  return new Promise<Answer>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1', port, method, path, agent: false, timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'X-Forwarded-For': client,
          'X-Forwarded-Proto': 'https',
          'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) test:systemd',
          ...(body !== undefined && { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  }).finally(() => waits?.push({ at, ms: Date.now() - at }));
}

/**
 * What a person does with the contact form: loads the page, takes longer than the site's human check to
 * fill it in, sends it with the ticket the page carried. Resolves with each request's answer; no post when
 * the page did not come, or came without a ticket.
 */
export async function sendContactForm(port: number, client: string, email: string, message: string, posting: () => void = () => {}, waits?: Counts['waits']) {
  const page = await send(port, 'GET', '/contact', client, undefined, waits);
  if (!('status' in page) || page.status !== 200) return { page };
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(page.body)?.slice(1).find(Boolean);
  const [submissionId, formToken] = [field('submissionId'), field('formToken')];
  if (!submissionId || !formToken) return { page, problem: 'GET /contact: no ticket in the form' };
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
  posting();
  const form = new URLSearchParams({ name: 'Load Test', email, phone: '228-555-0100', business: '', message, website: '', submissionId, formToken });
  return { page, post: await send(port, 'POST', '/contact', client, form.toString(), waits) };
}

type Failure = 'refused' | 'networkErrors' | 'serverErrors' | 'otherStatus';

export interface Counts {
  pages: number;
  posts: number;
  refused: number;
  networkErrors: number;
  serverErrors: number;
  otherStatus: number;
  /** Each kind of problem once, for the report: `GET / ECONNRESET`, `POST /contact 429`. */
  problems: string[];
  /** The e-mail addresses of the posts answered 303 (stored, says the site). */
  answeredPosts: string[];
  /** Each request's wait: when it was sent (Date.now()) and how long it took to be answered, in ms. */
  waits: { at: number; ms: number }[];
  /** Each request that went wrong, when it ended, and what it was; a post's e-mail address. */
  failures: { at: number; kind: Failure; what: string; email?: string }[];
}

/**
 * The counts without the failures between `from` and `to` (a crash, whose requests in flight are lost with the
 * process), and the e-mail addresses of the posts lost there (which may have been stored before the crash).
 */
export function outside(counts: Counts, from: number, to: number) {
  const inside = counts.failures.filter(({ at }) => at >= from && at <= to);
  const less = (kind: Failure) => counts[kind] - inside.filter((f) => f.kind === kind).length;
  return {
    failures: { refused: less('refused'), networkErrors: less('networkErrors'), serverErrors: less('serverErrors'), otherStatus: less('otherStatus') },
    lostPosts: inside.flatMap((f) => (f.email ? [f.email] : [])),
    lost: inside.map((f) => f.what),
  };
}

/** The longest wait of a request under way at any moment between `from` and `to` (Date.now() values), in ms. */
export const longestWait = (waits: Counts['waits'], from: number, to: number) =>
  Math.max(0, ...waits.filter(({ at, ms }) => at <= to && at + ms >= from).map(({ ms }) => ms));

/**
 * Starts the load: `requestsPerSecond` visitors a second, each from an address of its own (the form's rate
 * limit counts per address); one in four sends the contact form, the others read one of `paths`.
 */
export function startLoad(port: number, { tag, paths, requestsPerSecond = 8 }: { tag: string; paths: string[]; requestsPerSecond?: number }) {
  const counts: Counts = { pages: 0, posts: 0, refused: 0, networkErrors: 0, serverErrors: 0, otherStatus: 0, problems: [], answeredPosts: [], waits: [], failures: [] };
  const inFlight = new Set<Promise<unknown>>();
  let visitors = 0;

  const count = (what: string, answer: Answer | undefined, email?: string) => {
    if (!answer) return;
    let problem;
    let kind: Failure | undefined;
    if ('error' in answer) {
      kind = answer.error === 'ECONNREFUSED' ? 'refused' : 'networkErrors';
      problem = answer.error;
    } else if (answer.status >= 500) {
      kind = 'serverErrors';
      problem = answer.status;
    } else if (answer.status < 200 || answer.status >= 400) {
      kind = 'otherStatus';
      problem = answer.status;
    }
    if (kind === undefined) return;
    counts[kind]++;
    counts.failures.push({ at: Date.now(), kind, what: `${what} ${problem}`, ...(email !== undefined && { email }) });
    if (!counts.problems.includes(`${what} ${problem}`)) counts.problems.push(`${what} ${problem}`);
  };

  const visit = async (n: number) => {
    const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    if (n % 4 === 0) {
      const email = `load-${tag}-${n}@example.com`;
      const { page, post, problem } = await sendContactForm(port, client, email, `Post ${n} of the ${tag} load.`, () => counts.posts++, counts.waits);
      counts.pages++;
      count('GET /contact', page);
      count('POST /contact', post, email);
      if (problem && !counts.problems.includes(problem)) counts.problems.push(problem);
      if (post && 'status' in post && post.status === 303) counts.answeredPosts.push(email);
    } else {
      const path = paths[n % paths.length]!;
      counts.pages++;
      count(`GET ${path}`, await send(port, 'GET', path, client, undefined, counts.waits));
    }
  };

  const timer = setInterval(() => {
    const work = visit(++visitors);
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }, 1000 / requestsPerSecond);

  return {
    counts,
    /** Stops sending, waits for every request under way (and every form being filled in) to end, and counts. */
    async stop(): Promise<Counts> {
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return counts;
    },
  };
}

/** The site's own pages, from its sitemap, as paths. */
export async function sitemapPaths(port: number): Promise<string[]> {
  const xml = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}
