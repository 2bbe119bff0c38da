// The CSS build's entry (engine/build.ts), never loaded by a browser. Its own CSS is the base theme; every
// component is a lazy chunk, so Vite's manifest lists the CSS each one imports (its own and shared modules'), which
// the server inlines per page (engine/server/styles.ts). A chunk nothing loads at run time costs no reader anything.
import './theme.ts';

export const components = import.meta.glob(['/layouts/*/component.tsx', '/chains/*/component.tsx', '/blocks/*/component.tsx']);
