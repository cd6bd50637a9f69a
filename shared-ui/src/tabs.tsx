import type { KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}

/** WAI-ARIA tabs with arrow-key navigation. The panel is rendered by the caller with role="tabpanel". */
export function Tabs<K extends string>({ items, active, onChange, label }: TabsProps<K>) {
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = items.findIndex((t) => t.key === active);
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length]!;
      onChange(next.key);
      (e.currentTarget.querySelector(`#tab-${next.key}`) as HTMLElement | null)?.focus();
    }
  };
  return (
    <div className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
      {items.map((t) => (
        <button
          key={t.key}
          id={`tab-${t.key}`}
          type="button"
          role="tab"
          className="ui-tab"
          aria-selected={t.key === active}
          aria-controls={`panel-${t.key}`}
          tabIndex={t.key === active ? 0 : -1}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
