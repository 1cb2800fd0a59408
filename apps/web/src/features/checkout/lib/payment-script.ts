import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import type { RazorpayConstructor } from './payment-window';

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loads = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads a checkout script (Razorpay's, or the sandbox window's) once per address and answers the
 * `Razorpay` it defines. A failed load rejects with 'Failed to load Razorpay SDK' and may be tried again.
 */
export function loadPaymentScript(src: string, doc: Document = document): Promise<RazorpayConstructor> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const Razorpay = doc.defaultView?.Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error(M.scriptFailed));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(M.scriptFailed));
    };
    doc.body.appendChild(script);
  });
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}
