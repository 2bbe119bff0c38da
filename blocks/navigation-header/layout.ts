/** Logo alignment and horizontal links ("Navigation header" and "Navigation admin hint"). */
export const LOGO_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type LogoAlignment = (typeof LOGO_ALIGNMENTS)[number];

interface LinkSettings { logoAlignment?: LogoAlignment; showHorizontalLinks?: boolean }

/** Horizontal links render only when switched on and the logo is aligned left or right. */
export function showsHorizontalLinks({ logoAlignment = 'left', showHorizontalLinks = true }: LinkSettings): boolean {
  return showHorizontalLinks && logoAlignment !== 'center';
}

/** Editors (admin view only) are warned when they asked for links the centred logo leaves no room for. */
export function showsAlignmentWarning({ logoAlignment = 'left', showHorizontalLinks = true }: LinkSettings, isAdmin: boolean): boolean {
  return isAdmin && showHorizontalLinks && logoAlignment === 'center';
}
