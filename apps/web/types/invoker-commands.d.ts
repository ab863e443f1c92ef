import 'react';

// Invoker commands (a button that opens a dialog without script): in Chromium and Safari, not yet
// in @types/react. React passes the lowercase attributes through as they are.
declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
