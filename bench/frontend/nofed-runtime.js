// Stand-in for @module-federation/enhanced/runtime in the no-federation reference build
// (bench/frontend/webpack.references.cjs): every exposed module is part of the same webpack build, so loading
// `mfe_x/Module` is a dynamic import() of its file and there is nothing to register.
import { loaders } from 'nofed-loaders';

export function registerRemotes() {}
export function init() {}
export function registerPlugins() {}

export function loadRemote(id) {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`No module ${id} in the no-federation build`));
  return load();
}

export function preloadRemote(items) {
  return Promise.all(
    (items ?? []).flatMap(({ nameOrAlias, exposes }) =>
      (exposes ?? []).map((e) => loaders[`${nameOrAlias}/${e.replace(/^\.\//, '')}`]?.()),
    ),
  );
}

export function loadShare() {
  return Promise.resolve(false);
}
