import { staticClass } from '../theme/server-styles.server';
import { containerStyle } from './container';

/**
 * The Container's style as a class, for components only the server renders: the same markup as
 * `<Container>` without the css prop's wrappers. The header island keeps `<Container>`.
 */
export const containerClass = staticClass(containerStyle);
