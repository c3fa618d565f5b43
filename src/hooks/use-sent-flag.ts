import { useLocation } from 'react-router-dom';

/** True on the page the server redirects to after a form is posted without JavaScript. */
export function useSentFlag() {
  return new URLSearchParams(useLocation().search).get('sent') === '1';
}
