import { staticClass } from '../theme/server-styles.server';
import { containerStyle } from './container';

/**
 * The Container's style as a class, for components only the server renders: the same markup as
 * `<Container>` without the css prop's wrappers. Islands keep `<Container>`.
 */
export const containerClass = staticClass(containerStyle);
