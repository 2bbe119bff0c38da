/**
 * One sales call from a form or button: busy while it runs (a second click does nothing), then the success words
 * or the failure in the alert (the API's own message when it sent one, spec section 8, else the fallback).
 */
import { useRef, useState } from 'react';
import { failureText } from './format.ts';

export interface Action {
  busy: boolean;
  error?: string;
  status?: string;
  run: (call: () => Promise<string | undefined>) => Promise<boolean>;
  clear: () => void;
}

export function useAction(fallbackError: string): Action {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const run = async (call: () => Promise<string | undefined>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(undefined);
    setStatus(undefined);
    try {
      setStatus(await call());
      return true;
    } catch (failure) {
      setError(failureText(failure, fallbackError));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, status, run, clear: () => (setError(undefined), setStatus(undefined)) };
}
