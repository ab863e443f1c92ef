/**
 * The team credential lives in this tab's sessionStorage only: it is never part of the studio
 * bundle, and it is gone when the tab closes or the editor locks the tool.
 */
const KEY = 'brp-waitlist-token';

export function readToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function keepToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function forgetToken(): void {
  sessionStorage.removeItem(KEY);
}
