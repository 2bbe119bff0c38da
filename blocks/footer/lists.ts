/** "Footer": three link lists, default hierarchies Footer, FooterAbout, FooterPrivacyTerms. */
export const FOOTER_HIERARCHIES = { sectionsHierarchy: 'Footer', aboutHierarchy: 'FooterAbout', legalHierarchy: 'FooterPrivacyTerms' } as const;
export type FooterListField = keyof typeof FOOTER_HIERARCHIES;

/** The three hierarchies the footer reads, in display order (sections, about, privacy/terms); blanks use the defaults. */
export function footerHierarchies(customFields: Partial<Record<FooterListField, string>>): string[] {
  return (Object.keys(FOOTER_HIERARCHIES) as FooterListField[]).map((k) => customFields[k] || FOOTER_HIERARCHIES[k]);
}
