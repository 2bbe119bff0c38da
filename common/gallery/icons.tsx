// Control icons as inline SVG (no icon font, no request); always decorative: the buttons carry the text.
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const PlayIcon = () => <svg {...svg}><path d="M7 4.5v15l12.5-7.5z" fill="currentColor" /></svg>;
export const PauseIcon = () => <svg {...svg}><path d="M6 4h4.5v16H6zM13.5 4H18v16h-4.5z" fill="currentColor" /></svg>;
export const PreviousIcon = () => <svg {...svg}><path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.5" /></svg>;
export const NextIcon = () => <svg {...svg}><path d="m8.5 4 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2.5" /></svg>;
export const ExpandIcon = () => (
  <svg {...svg}><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2.2" /></svg>
);
export const CollapseIcon = () => (
  <svg {...svg}><path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" fill="none" stroke="currentColor" strokeWidth="2.2" /></svg>
);
