'use client';

import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

// The leaves below add only the menu's state and handlers to their element; its fixed attributes
// (id, role, labels, type) come from the server with the rest of the markup, in top-bar.tsx.

interface Menu {
  open: boolean;
  toggle: () => void;
  /** Closes the menu; focus goes back to the menu button unless the visitor is going somewhere. */
  close: (returnFocus?: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}

// Every leaf that reads it sits inside MenuProvider (top-bar.tsx), so there is no default.
const MenuContext = createContext<Menu>(null!);

/** The phone menu's state, for the leaves below: the button, the backdrop, the panel, the logo. */
export const useMenu = () => use(MenuContext);

/** Holds whether the phone menu is open; the bar and the panel inside it render on the server. */
export function MenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Stable, so the open panel's effect (focus, Escape) does not run again on a server refresh.
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  // No memo: this renders again only when `open` changes or the server sends new children, and
  // either way the leaves render again.
  const menu: Menu = { open, toggle: () => setOpen(!open), close, button };
  return <MenuContext value={menu}>{children}</MenuContext>;
}

/** The button that opens and closes the menu; `children` is its icon. */
export function MenuButton({ children, ...props }: ComponentProps<'button'>) {
  const { open, toggle, button } = useMenu();
  return (
    <button {...props} ref={button} aria-expanded={open} onClick={toggle}>
      {children}
      <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
    </button>
  );
}

/** The veil over the page behind the open menu: a click on it closes the menu. */
export function MenuBackdrop(props: ComponentProps<'div'>) {
  const { open, close } = useMenu();
  return <div {...props} data-open={open} onClick={() => close()} />;
}

/** Keeps Tab and Shift+Tab inside the element handling the event (the open menu). */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled])',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The slide-in panel, inert until opened; then focus moves to its first link and stays inside,
 * and Escape closes it. Its links render on the server: a click on any of them closes the menu.
 */
export function MenuPanel(props: ComponentProps<'div'>) {
  const { open, close } = useMenu();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, close]);

  // The visitor is going where the link points, so focus stays with the page, not the button.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) close(false);
  };

  return (
    <div
      {...props}
      ref={panel}
      data-open={open}
      inert={!open}
      onKeyDown={trapFocus}
      onClick={onClick}
    />
  );
}

/** The panel's own close button, for those who look for one. */
export function MenuClose(props: ComponentProps<'button'>) {
  const { close } = useMenu();
  return <button {...props} onClick={() => close()} />;
}
