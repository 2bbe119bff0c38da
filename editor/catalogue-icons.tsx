// A neutral picture per catalogue group, for blocks that declare no thumbnail of their own: drawn inline (no
// request), 64 x 40, in the editor's muted colours.
import type { ReactElement } from 'react';
const FILL = '#c9ced6';
const DARK = '#8a929c';

const shapes: Record<string, ReactElement> = {
  Promos: <><rect x="4" y="5" width="24" height="30" rx="2" fill={FILL} /><rect x="32" y="7" width="28" height="5" fill={DARK} /><rect x="32" y="16" width="24" height="3" fill={FILL} /><rect x="32" y="22" width="20" height="3" fill={FILL} /></>,
  Lists: <>{[6, 16, 26].map((y) => <g key={y}><rect x="6" y={y} width="8" height="8" fill={FILL} /><rect x="18" y={y + 1} width="38" height="3" fill={DARK} /><rect x="18" y={y + 5} width="28" height="2" fill={FILL} /></g>)}</>,
  Article: <><rect x="6" y="5" width="52" height="6" fill={DARK} />{[15, 21, 27, 33].map((y) => <rect key={y} x="6" y={y} width={y === 33 ? 34 : 52} height="3" fill={FILL} />)}</>,
  Media: <><rect x="6" y="4" width="52" height="32" rx="2" fill={FILL} /><path d="M28 13 L40 20 L28 27 Z" fill={DARK} /></>,
  Navigation: <><rect x="2" y="6" width="60" height="10" fill={DARK} />{[8, 22, 36, 50].map((x) => <rect key={x} x={x} y="22" width="10" height="3" fill={FILL} />)}</>,
  Layout: <>{[4, 24, 44].map((x) => <rect key={x} x={x} y="6" width="16" height="28" rx="2" fill="none" stroke={DARK} strokeWidth="2" strokeDasharray="3 2" />)}</>,
  Page: <><rect x="6" y="4" width="52" height="32" rx="2" fill="none" stroke={DARK} strokeWidth="2" /><rect x="12" y="10" width="40" height="3" fill={FILL} /><rect x="12" y="18" width="30" height="3" fill={FILL} /></>,
  Ads: <><rect x="6" y="6" width="52" height="28" rx="2" fill={FILL} /><text x="32" y="25" textAnchor="middle" fontSize="12" fontFamily="system-ui, sans-serif" fill="#555d68">AD</text></>,
  Account: <><circle cx="32" cy="14" r="7" fill={DARK} /><path d="M18 36 C18 24 46 24 46 36 Z" fill={FILL} /></>,
  Subscriptions: <><rect x="8" y="8" width="48" height="26" rx="3" fill={FILL} /><rect x="8" y="13" width="48" height="5" fill={DARK} /><rect x="14" y="24" width="14" height="4" fill="#fff" /></>,
};

/** The group's picture; a plain block shape for any other group. */
export function GroupIcon({ group }: { group: string }) {
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false">
      {shapes[group] ?? <rect x="6" y="6" width="52" height="28" rx="3" fill={FILL} />}
    </svg>
  );
}
