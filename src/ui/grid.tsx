import styled from '@emotion/styled';
import { space } from '../theme/tokens';

/** A responsive grid of equal cards, at least `min` wide each. */
export const Grid = styled('ul', { shouldForwardProp: (prop) => prop !== 'min' })<{ min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ min = '16rem' }) => min}), 1fr));
  gap: ${space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;
