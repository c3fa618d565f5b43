import { lazy, Suspense } from 'react';

// react-hot-toast is only needed once a visitor starts on a form: it loads then, not with the page
// (the browser fetches and evaluates a module once, however many times it is imported).
const loadToasts = () => import('react-hot-toast');

/** Shows a success toast (the library has usually loaded while the visitor filled the form). */
export async function toastSuccess(message: string) {
  const { default: toast } = await loadToasts();
  // Our own live region announces the message; the toast itself stays quiet so it is not read twice.
  toast.success(message, { duration: 6000, ariaProps: { role: 'status', 'aria-live': 'off' } });
}

/** Shows an error toast, longer than a success: it carries the phone number to call instead. */
export async function toastError(message: string) {
  const { default: toast } = await loadToasts();
  // As above: the form's own alert region announces it.
  toast.error(message, { duration: 12_000, ariaProps: { role: 'status', 'aria-live': 'off' } });
}

const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

/**
 * The toaster, mounted only in the browser once a visitor starts on a form:
 * its container's inline style attribute would be blocked by the CSP if it
 * came from the server.
 */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" />
    </Suspense>
  );
}
