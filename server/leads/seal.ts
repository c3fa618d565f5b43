/**
 * The tax ID is sealed to the operator's public key before it is stored: HPKE (RFC 9180) in base
 * mode, X25519 + HKDF-SHA256 + AES-256-GCM, with the submission id as associated data, so a
 * ciphertext cannot be moved to another lead. The server never needs the private key; only the
 * operator's command opens a sealed tax ID. Stored as the encapsulated key (32 bytes) + ciphertext.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreate } from './data-files';
import { Aes256Gcm, CipherSuite, DhkemX25519HkdfSha256, HkdfSha256 } from '@hpke/core';

const suite = new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
const ENC_BYTES = 32;
const utf8 = new TextEncoder();

/** The key file the first start writes when LEADS_PUBLIC_KEY is not set (PKCS#8 PEM, as `openssl genpkey -algorithm x25519` writes). */
export const PRIVATE_KEY_FILE = 'leads-private-key.pem';

const raw = (key: KeyObject, part: 'x' | 'd') => Buffer.from(key.export({ format: 'jwk' })[part]!, 'base64url');
// A copy: a Buffer's .buffer may be a pool shared with other Buffers.
const arrayBuffer = (bytes: Uint8Array) => Uint8Array.from(bytes).buffer;

/** The public key as LEADS_PUBLIC_KEY carries it: the 32 raw bytes, base64url. */
export const publicKeyText = (privateKeyPem: string) => raw(createPublicKey(createPrivateKey(privateKeyPem)), 'x').toString('base64url');

/** How logs name a public key without printing it: SHA256 of its 32 bytes, base64, as OpenSSH prints fingerprints. */
export const keyFingerprint = (publicKey: Uint8Array) => `SHA256:${createHash('sha256').update(publicKey).digest('base64').replace(/=+$/, '')}`;

/**
 * Reads LEADS_PUBLIC_KEY (base64url of 32 bytes), refusing anything else so a typo cannot seal to
 * nothing: exactly 43 base64url characters, which Node's decoder alone does not check (it skips
 * characters it does not know and ignores the last character's spare bits).
 */
export function parsePublicKey(text: string): Uint8Array {
  const trimmed = text.trim();
  const bytes = Buffer.from(trimmed, 'base64url');
  if (!/^[\w-]{43}$/.test(trimmed) || bytes.toString('base64url') !== trimmed) {
    throw new Error('LEADS_PUBLIC_KEY must be an X25519 public key: 32 bytes, base64url (43 characters of A-Z, a-z, 0-9, - and _).');
  }
  return new Uint8Array(bytes);
}

/**
 * Seals a test value to `publicKey`, as every application will be: a key nothing can be sealed to
 * (a low-order point, whose shared secret is all zeros) fails here, at start, not at the first application.
 */
export async function checkSealing(publicKey: Uint8Array): Promise<void> {
  try {
    await sealTaxId('00-0000000', publicKey, 'start-up check');
  } catch {
    throw new Error(`LEADS_PUBLIC_KEY (${keyFingerprint(publicKey)}) cannot be sealed to: it is not a usable X25519 public key (a low-order point).`);
  }
}

/**
 * The public key to seal to: LEADS_PUBLIC_KEY when set; otherwise the key pair in `dataDir`,
 * written on the first start (private key mode 0600). `created` is true for the start that wrote it.
 */
export function loadPublicKey(env: string | undefined, dataDir: string): { key: Uint8Array; created: boolean; file?: string } {
  if (env) return { key: parsePublicKey(env), created: false };
  const file = join(dataDir, PRIVATE_KEY_FILE);
  const { text, created } = readOrCreate(file, () => generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
  return { key: parsePublicKey(publicKeyText(text)), created, file };
}

/** Seals `taxId` to `publicKey`, bound to the lead `submissionId`. */
export async function sealTaxId(taxId: string, publicKey: Uint8Array, submissionId: string): Promise<Uint8Array> {
  const recipientPublicKey = await suite.kem.deserializePublicKey(arrayBuffer(publicKey));
  const { enc, ct } = await suite.seal({ recipientPublicKey }, arrayBuffer(utf8.encode(taxId)), arrayBuffer(utf8.encode(submissionId)));
  const sealed = new Uint8Array(enc.byteLength + ct.byteLength);
  sealed.set(new Uint8Array(enc), 0);
  sealed.set(new Uint8Array(ct), enc.byteLength);
  return sealed;
}

/** Opens a sealed tax ID with the operator's private key (PEM). Throws if the key or the lead does not match. */
export async function openTaxId(sealed: Uint8Array, privateKeyPem: string, submissionId: string): Promise<string> {
  const recipientKey = await suite.kem.deserializePrivateKey(arrayBuffer(raw(createPrivateKey(privateKeyPem), 'd')));
  const plain = await suite.open(
    { recipientKey, enc: arrayBuffer(sealed.subarray(0, ENC_BYTES)) },
    arrayBuffer(sealed.subarray(ENC_BYTES)),
    arrayBuffer(utf8.encode(submissionId)),
  );
  return new TextDecoder().decode(plain);
}

/** What notifications and exports show of a tax ID: its last four digits (`**-***6789`). */
export function maskTaxId(taxId: string): string {
  return `**-***${taxId.replace(/\D/g, '').slice(-4).padStart(4, '*')}`;
}
