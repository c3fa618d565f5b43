import styled from '@emotion/styled';
import { color, radius, shadow, space } from '../theme/tokens';

/** A white panel with a soft shadow; cards sit in a Grid's list items. */
export const Card = styled.div`
  height: 100%;
  background: ${color.white};
  color: ${color.ink};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > :last-child { margin-bottom: 0; }
  h3 { font-size: 1.25rem; margin: 0; }
  p { margin: 0; color: ${color.muted}; }
`;

/** The round badge that holds a card's icon. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${radius.md};
  background: ${color.blush};
  color: ${color.tealDark};
  flex: none;
`;
