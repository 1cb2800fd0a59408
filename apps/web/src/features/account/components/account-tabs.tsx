import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { ACCOUNT_TABS, type AccountTabId } from '../lib/account-tabs';

export const tabId = (tab: AccountTabId) => `account-tab-${tab}`;
export const panelId = (tab: AccountTabId) => `account-panel-${tab}`;

interface AccountTabListProps {
  active: AccountTabId;
  onSelect: (tab: AccountTabId) => void;
  orientation: 'horizontal' | 'vertical';
  className?: string;
}

const tabClass =
  'min-h-11 rounded-md px-4 text-left font-medium aria-selected:bg-stone-900 aria-selected:text-white hover:bg-stone-100 aria-selected:hover:bg-stone-900 dark:hover:bg-stone-800 dark:aria-selected:bg-stone-100 dark:aria-selected:text-stone-900';

/**
 * The account's tabs: one tab stop; arrow keys (either axis), Home and End move between tabs and show
 * the one they land on.
 */
export function AccountTabList({ active, onSelect, orientation, className = '' }: AccountTabListProps) {
  const refs = useRef(new Map<AccountTabId, HTMLButtonElement>());
  const move = (index: number) => {
    const tab = ACCOUNT_TABS[(index + ACCOUNT_TABS.length) % ACCOUNT_TABS.length]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = ACCOUNT_TABS.findIndex((tab) => tab.id === active);
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: ACCOUNT_TABS.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  return (
    <div
      role="tablist"
      aria-label="My account"
      aria-orientation={orientation}
      onKeyDown={onKeyDown}
      className={`flex gap-1 ${orientation === 'vertical' ? 'flex-col' : 'flex-row'} ${className}`}
    >
      {ACCOUNT_TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === active}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          className={tabClass}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Every tab has its panel in the page (its tab points at it); only the active one is shown and filled. */
export function AccountTabPanels({
  active,
  render,
}: {
  active: AccountTabId;
  render: (tab: AccountTabId) => ReactNode;
}) {
  return ACCOUNT_TABS.map((tab) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={panelId(tab.id)}
      aria-labelledby={tabId(tab.id)}
      hidden={tab.id !== active}
      className="min-w-0"
    >
      {tab.id === active && render(tab.id)}
    </div>
  ));
}
