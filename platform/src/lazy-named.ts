import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, with a preload: the widgets on every page stay small and fetch their dialogs and
 * forms (zod, the form kit, libphonenumber) only when needed, or ahead of need (afterPageSettles, or when a panel
 * opens).
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
