import { staticClass } from '../theme/server-styles.server';
import { containerStyle } from './container';

/**
 * The container's style as a class, made once: every page's sections, the breadcrumbs, the footer
 * and the header's menu take it as a plain `className`.
 */
export const containerClass = staticClass(containerStyle);
