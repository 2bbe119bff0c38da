// HTML escaping for what the identity service writes itself: mails and the development mailbox.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
