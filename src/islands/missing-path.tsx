import { useEffect } from 'react';
import { defineIsland } from '../browser/island';

/** On the not-found page: writes the missing path to the browser's console, as docs/requirements.md#not-found-page asks. Shows nothing. */
function MissingPath({ path }: { path: string }) {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return null;
}

export default defineIsland('missing-path', MissingPath);
