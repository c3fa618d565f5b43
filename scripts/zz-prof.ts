import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fillTemplate } from '../server/document';
import { DIST_TEMPLATE, loadBuiltEntry } from './bench-util';
const { render } = await loadBuiltEntry();
const template = readFileSync(DIST_TEMPLATE, 'utf8');
const path = process.argv[2] ?? '/industries/specialty';
const N = Number(process.argv[3] ?? 3000);
async function body(nonce: string) { const p = await render(path, { nonce, siteUrl: 'http://localhost:3000' }); return fillTemplate(template, { nonce, head: p.head, html: p.html }); }
for (let i = 0; i < 500; i++) await body(randomBytes(16).toString('base64'));
const t = process.hrtime.bigint();
for (let i = 0; i < N; i++) await body(randomBytes(16).toString('base64'));
console.log(path, 'mean µs', Number(process.hrtime.bigint() - t) / 1000 / N);
