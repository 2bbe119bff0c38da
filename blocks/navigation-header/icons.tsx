// Decorative inline icons (aria-hidden): every control that uses one also has a text name.
const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = () => <svg {...base} {...stroke}><path d="M3 6h18M3 12h18M3 18h18" /></svg>;
export const CloseIcon = () => <svg {...base} {...stroke}><path d="M6 6l12 12M18 6L6 18" /></svg>;
export const SearchIcon = () => <svg {...base} {...stroke}><circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" /></svg>;
export const ShareIcon = () => (
  <svg {...base} {...stroke}><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></svg>
);
export const ChevronIcon = () => <svg {...base} {...stroke}><path d="M6 9l6 6 6-6" /></svg>;
