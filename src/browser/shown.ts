/**
 * A page opened from a prefetch (our speculation rules: a hover or a press) was asked for before the
 * visitor chose it, so the server counted only a prefetch. Once it is shown, it says so, once: one
 * beacon with its path, counted as the GET of it would have been (server/http/shown-views.ts). A reload
 * asks the server again, and a page back from the browser's cache runs no script: neither sends one.
 * Nothing is stored in the browser.
 */
import { SHOWN_PATH } from '../lib/shown-path';

const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
if (navigation?.deliveryType === 'navigational-prefetch') navigator.sendBeacon(SHOWN_PATH, location.pathname);
