/**
 * Copies of the site that share one lead store must agree on two settings, or leads are lost in silence: a
 * form rendered by one copy and sent to another is stored as spam when their form secrets differ, and each
 * copy seals tax IDs to its own public key. So each serving process notes in the store, at start and every
 * minute, a fingerprint of each (never the value), under its copy's name (host and DATA_DIR); the copies that
 * noted themselves lately are compared, and a setting on which they disagree is named, with who holds which:
 * in a warning line at start (and later, if a copy that disagrees starts after this one), by `leads check`
 * (which exits 1) and `leads copies`, and so by the doctor. docs/operations.md#copies-that-disagree.
 */
import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../process/logger';
import type { LeadsConfig } from './config';
import { formSecret } from './intake/form-ticket';
import { keyFingerprint, loadPublicKey } from './seal';
import type { LeadStore, NotedCopy } from './store/types';

/** The settings every copy must share, and what a copy without the same value does wrong. */
export const SHARED = {
  LEADS_FORM_SECRET: 'a form rendered by one copy and sent to another is stored as spam, never delivered',
  LEADS_PUBLIC_KEY: 'each copy seals tax IDs to its own key, and the operator\'s private key opens only those sealed to its own',
} as const;
export type SharedSetting = keyof typeof SHARED;

/** How often a serving process notes itself; a copy not heard from in three times that is gone (stopped, or moved on). */
export const NOTE_EVERY_MS = 60_000;
export const GONE_AFTER_MS = 3 * NOTE_EVERY_MS;

/** The name a copy goes by: its machine and its DATA_DIR (two copies on one machine have a folder each). */
export const copyName = (dataDir: string) => `${hostname()}:${dataDir}`;

/**
 * This process's fingerprints, from the settings as the server uses them (LEADS_FORM_SECRET, or the secret
 * generated in DATA_DIR; LEADS_PUBLIC_KEY, or the key pair there). The form secret's is an HMAC keyed with it
 * over a fixed text: it tells nothing the form tickets every page carries (HMACs keyed with it) do not; the
 * public key's is the SHA-256 the start-up line already prints. `SETTING from` says where each value came from.
 */
export function fingerprintsOf(config: Pick<LeadsConfig, 'formSecret' | 'publicKey' | 'dataDir'>): Record<string, string> {
  const secret = formSecret(config.formSecret, config.dataDir);
  const key = loadPublicKey(config.publicKey, config.dataDir).key;
  return {
    LEADS_FORM_SECRET: createHmac('sha256', secret).update('magnolia-site copies: the form secret').digest('base64url').slice(0, 16),
    'LEADS_FORM_SECRET from': config.formSecret ? 'setting' : 'DATA_DIR',
    LEADS_PUBLIC_KEY: keyFingerprint(key),
    'LEADS_PUBLIC_KEY from': config.publicKey ? 'setting' : 'DATA_DIR',
  };
}

/**
 * One line per shared setting on which the copies disagree: the setting, the copies on each side (most first),
 * what goes wrong, what to do. Never a value, nor its fingerprint: the sides are told apart by a letter.
 */
export function disagreements(copies: NotedCopy[]): string[] {
  const lines: string[] = [];
  for (const setting of Object.keys(SHARED) as SharedSetting[]) {
    const sides = new Map<string, NotedCopy[]>();
    for (const copy of copies) {
      const value = copy.fingerprints[setting] ?? 'none noted';
      sides.set(value, [...(sides.get(value) ?? []), copy]);
    }
    if (sides.size < 2) continue;
    const groups = [...sides.values()].map((side) => side.sort((a, b) => a.copy.localeCompare(b.copy)));
    groups.sort((a, b) => b.length - a.length || a[0]!.copy.localeCompare(b[0]!.copy));
    const named = groups.map((side, i) => {
      const generated = side.filter((copy) => copy.fingerprints[`${setting} from`] === 'DATA_DIR').map((copy) => copy.copy);
      const note = generated.length ? ` (${setting} not set on ${generated.join(', ')}: generated in its DATA_DIR)` : '';
      return `${side.map((copy) => copy.copy).join(', ')} ${side.length > 1 ? 'have' : 'has'} value ${String.fromCharCode(65 + i)}${note}`;
    });
    const wrong = SHARED[setting];
    lines.push(
      `copies disagree on ${setting}: ${named.join('; ')}. ${wrong[0]!.toUpperCase()}${wrong.slice(1)}: ` +
        `set the same ${setting} on every copy and restart them (docs/operations.md#copies-that-disagree).`,
    );
  }
  return lines;
}

/** The copies that noted themselves within GONE_AFTER_MS, and what they disagree on. */
export async function copiesNow(store: Pick<LeadStore, 'copies'>) {
  const copies = await store.copies(GONE_AFTER_MS);
  return { copies, problems: disagreements(copies) };
}

/**
 * Notes this copy in the store now and every NOTE_EVERY_MS, comparing each time; `warn` (one process of a copy:
 * the others note only) logs each disagreement once, when it is first seen. A failed note is tried at the next;
 * the store's own faults are the forms' and the dispatcher's to report. Returns a function that stops it.
 */
export function noteCopy({ store, config, logger, warn }: { store: Pick<LeadStore, 'noteCopy' | 'copies'>; config: LeadsConfig; logger: Logger; warn: boolean }) {
  const name = copyName(config.dataDir);
  const fingerprints = fingerprintsOf(config);
  const said = new Set<string>();
  const beat = async () => {
    try {
      await store.noteCopy(name, fingerprints);
      if (!warn) return;
      for (const line of (await copiesNow(store)).problems) {
        if (said.has(line)) continue;
        said.add(line);
        logger.warn({ check: 'copies' }, line);
      }
    } catch (error) {
      logger.debug({ err: error }, 'copies: this copy could not be noted in the lead store (tried again in a minute)');
    }
  };
  const first = beat();
  const timer = setInterval(() => void beat(), NOTE_EVERY_MS).unref();
  return { first, stop: () => clearInterval(timer) };
}
