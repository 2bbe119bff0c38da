/** Text or an attribute value, safe between tags and inside double or single quotes: for markup the server writes itself. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
