/** The success address with reset_password=true appended (the login page greets the reader with it). */
export function successAddress(successURL: string): string {
  return `${successURL}${successURL.includes('?') ? '&' : '?'}reset_password=true`;
}
