import { useEffect, useRef, type ReactNode } from 'react';

export interface InterstitialProps {
  /** What the ad slot gave: the ad, or the 'Ad block not found' text. */
  ad: ReactNode;
  label: string;
  continueText: string;
  onContinue: () => void;
}

/** The ad over the gallery; the reader goes on with the button (or Escape). Focus moves to the button. */
export function Interstitial({ ad, label, continueText, onContinue }: InterstitialProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      className="gallery__interstitial"
      role="dialog"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Ours alone: the carousel would take Escape as leaving full screen.
        e.stopPropagation();
        onContinue();
      }}
    >
      <div className="gallery__ad">{ad}</div>
      <button ref={button} type="button" className="gallery__continue" onClick={onContinue}>{continueText}</button>
    </div>
  );
}
