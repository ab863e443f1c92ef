'use client';

import type { ComponentProps, KeyboardEvent, MouseEvent } from 'react';

// The phone menu is a native modal <dialog>: the browser keeps it closed (and out of layout) until
// it is asked for, puts it above the page, makes the page behind it inert, closes it on Escape
// and gives focus back to the button. The two leaves below add what it lacks: opening it where
// the button's `command` is unknown, holding the page still behind it, and closing it on a chosen
// link or a click beside it.

/** The dialog a menu button controls. */
const dialogOf = (button: HTMLButtonElement) => {
  const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '');
  return dialog instanceof HTMLDialogElement ? dialog : null;
};

/**
 * The page behind the open menu does not scroll. (A CSS `:has()` on the root would say the same,
 * at the price of the browser checking it on every change to the document.)
 */
function holdPage(held: boolean) {
  document.documentElement.style.overflow = held ? 'hidden' : '';
}

/**
 * The button that opens the menu. Its `commandfor`/`command` open it natively where browsers know
 * them (before hydration, too); elsewhere the click does.
 */
export function MenuButton(props: ComponentProps<'button'>) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    dialogOf(event.currentTarget)?.showModal();
    holdPage(true);
  };
  return <button {...props} onClick={open} />;
}

/** Keeps Tab and Shift+Tab inside the open menu, as its modality promises. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
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

/** Whether a click landed on the backdrop: the dialog is its target, outside the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const { left, right, top, bottom } = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < left || x > right || y < top || y > bottom;
}

/**
 * The slide-in menu itself. It closes when a link in it is chosen (the visitor is going where the
 * link points, so focus stays with the page, not the button) or when the backdrop is clicked.
 */
export function MenuDialog(props: ComponentProps<'dialog'>) {
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (onBackdrop(event)) return dialog.close();
    if (!(event.target as Element).closest('a[href]')) return;
    dialog.close();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <dialog {...props} onKeyDown={trapFocus} onClick={onClick} onClose={() => holdPage(false)} />
  );
}
