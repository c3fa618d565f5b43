import { useEffect, useState, type ComponentType } from 'react';
import type * as ToastLibrary from 'react-hot-toast';

type ToastModule = typeof ToastLibrary;

// react-hot-toast is only needed once a visitor starts on a form: it loads then, not with the page.
let module: Promise<ToastModule> | undefined;
const loadToasts = () => (module ??= import('react-hot-toast'));

/** Shows a success toast (the library has usually loaded while the visitor filled the form). */
export async function toastSuccess(message: string) {
  const { default: toast } = await loadToasts();
  // Our own live region announces the message; the toast itself stays quiet so it is not read twice.
  toast.success(message, { duration: 6000, ariaProps: { role: 'status', 'aria-live': 'off' } });
}

/**
 * The toaster, mounted after hydration: its container's inline style
 * attribute would be blocked by the CSP if it came from the server.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<{ position: 'top-center' }>>();
  useEffect(() => {
    void loadToasts().then((m) => setToaster(() => m.Toaster));
  }, []);
  return Toaster ? <Toaster position="top-center" /> : null;
}
