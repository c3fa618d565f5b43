import styled from '@emotion/styled';
import { layout } from '../theme/tokens';

/** Centres content at the site's reading width with responsive side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;
