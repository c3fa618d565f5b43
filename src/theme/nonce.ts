/**
 * The page's CSP nonce, read from <meta property="csp-nonce"> through the
 * `nonce` property: browsers blank the attribute after parsing but keep the
 * property. Imported first by the client entry, before anything adds styles.
 */
declare global {
  interface Window {
    /**
     * goober (react-hot-toast's styles) puts this nonce on its style tag. Still needed: goober 2.1.19 reads
     * only this global, not the meta, and the strict CSP refuses its tag without it.
     */
    __nonce__?: string;
  }
}

export const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
window.__nonce__ = nonce;
