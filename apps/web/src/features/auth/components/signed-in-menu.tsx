import { UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../use-logout';
import { useSyncProfile } from '../use-sync-profile';
import { iconButtonClass } from './icon-button';

const itemClass =
  'block w-full px-4 py-2 text-left hover:bg-stone-100 focus:bg-stone-100 dark:hover:bg-stone-800 dark:focus:bg-stone-800';

/** A menu button: Enter, Space or ArrowDown opens on the first item, arrows move, Escape returns. */
export function SignedInMenu({ name }: { name: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  useSyncProfile();
  const isAdmin = useProfile().data?.role === 'admin';

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusItem reads the rendered menu
  useEffect(() => {
    if (open) focusItem(focusIndex);
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? -1 : 0);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        // Firefox activates a button on Space's keyup; the keydown above already opened the menu
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        className={iconButtonClass}
      >
        <UserRound aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <div className="absolute top-full right-0 z-50 mt-1 w-56 rounded-lg border border-stone-200 bg-white py-2 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100">
          <p
            id={`${id}-name`}
            className="truncate border-b border-stone-200 px-4 pb-2 text-sm dark:border-stone-700"
          >
            <span className="block text-stone-700 dark:text-stone-300">Signed in as</span>
            <span className="font-semibold">{name}</span>
          </p>
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-name`}
            onKeyDown={onMenuKeyDown}
            className="pt-1"
          >
            <Link
              to={paths.account.to()}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className={itemClass}
            >
              My Account
            </Link>
            {isAdmin && (
              <Link
                to={paths.admin.to()}
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(false)}
                className={itemClass}
              >
                Order desk
              </Link>
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                void logout();
              }}
              className={itemClass}
            >
              Log out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
