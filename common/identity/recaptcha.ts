/**
 * Google's reCAPTCHA, used only when the identity config names a site key (an operator's choice: the embedded
 * default is the proof of work). v2 renders its checkbox into an element; v3 asks for a score token at submit.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widget?: number): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loads = new Map<string, Promise<Grecaptcha>>();

/** Loads the script once per address; rejects (and warns, spec section 8) when it cannot. */
export function loadRecaptcha(siteKey: string, version: 'v2' | 'v3', nonce?: string): Promise<Grecaptcha> {
  const src = `https://www.google.com/recaptcha/api.js?render=${version === 'v3' ? encodeURIComponent(siteKey) : 'explicit'}`;
  let load = loads.get(src);
  if (!load) {
    load = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const g = window.grecaptcha;
        if (!g) {
          console.warn('Recaptcha script is not available');
          reject(new Error('Recaptcha script is not available'));
          return;
        }
        g.ready(() => resolve(g));
      };
      script.onerror = () => {
        console.warn('Error loading google recaptcha script');
        loads.delete(src);
        reject(new Error('Error loading google recaptcha script'));
      };
      document.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
