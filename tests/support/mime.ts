/**
 * The leaves of a MIME message as a mail reader sees them: each part's type, headers and decoded
 * body (base64 and quoted-printable), nested multiparts walked. Enough for the messages we send.
 */
export interface MimePart {
  type: string;
  headers: Map<string, string>;
  body: Buffer;
}

function split(raw: string) {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const));
  return { headers, body: raw.slice(at + 4) };
}

export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = split(raw);
  const type = (headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type')!)![1]!;
    const inner = body.split(`--${boundary}`).slice(1, -1).map((part) => part.replace(/^\r\n/, ''));
    return inner.flatMap(mimeParts);
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const decoded = encoding === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable'
      ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
      : Buffer.from(body, 'latin1');
  return [{ type, headers, body: decoded }];
}
