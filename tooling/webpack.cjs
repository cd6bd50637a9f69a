// Shared webpack + Module Federation configuration for the shell and every remote.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = path.resolve(__dirname, '..');
const readPkg = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Singletons shared by every bundle: exactly one React, router, store, bus and query client per page. */
function sharedModules() {
  const v = (name, from = 'platform') => {
    return readPkg(path.join(ROOT, from, 'node_modules', name)).version;
  };
  const single = (version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const ours = (dir) => ({
    singleton: true,
    requiredVersion: readPkg(path.join(ROOT, dir)).version,
    version: readPkg(path.join(ROOT, dir)).version,
  });
  const react = v('react');
  const reactDom = v('react-dom', 'shared-ui');
  return {
    react: single(react),
    'react/': single(react),
    'react-dom': single(reactDom),
    'react-dom/': single(reactDom),
    // Shared as the product's own subset of react-router (shared-ui/src/federation/react-router-dom.ts): a shared
    // package is never tree-shaken, and all of react-router 7 was 30 KiB brotli of the shell's first load.
    'react-router-dom': {
      ...single(v('react-router-dom', 'shared-ui')),
      import: path.join(ROOT, 'shared-ui/src/federation/react-router-dom.ts'),
    },
    zustand: single(v('zustand')),
    '@tanstack/react-query': single(v('@tanstack/react-query')),
    mitt: single(v('mitt')),
    // Flat first load (issue 9): @arcade/contracts is not shared. It is constants, types and zod schemas with no
    // state, marked side-effect free, so each bundle keeps only what it imports (the shell: routes, remotes,
    // timings, messages; no schema, no zod). zod is not shared either: shared, it is whole (73 KiB brotli);
    // tree-shaken into each bundle that validates, about 23 KiB, loaded only with a form.
    '@arcade/platform': ours('platform'),
    '@arcade/shared-ui': ours('shared-ui'),
    // The form kit is a subpath of its own, so bundles without a form (the shell) never load
    // react-hook-form; the remotes with forms share one copy of it and of the kit.
    '@arcade/shared-ui/form': ours('shared-ui'),
    'react-hook-form': single(v('react-hook-form', 'shared-ui')),
  };
}

function mfRuntimeCoreEsm() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const cjs = require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [enhanced] });
  return path.join(path.dirname(cjs), 'runtime-core.js');
}

/** runtime-core's semver module (utils/semver/index.js), which tooling/mf-semver-memo.mjs wraps. */
function mfSemverModule() {
  // runtime-tools/runtime-core re-exports @module-federation/runtime/core, which imports runtime-core.
  const runtimeCore = require.resolve('@module-federation/runtime/core', { paths: [mfRuntimeCoreEsm()] });
  const core = require.resolve('@module-federation/runtime-core', { paths: [runtimeCore] });
  return path.join(path.dirname(core), 'utils', 'semver', 'index.js');
}

/**
 * Puts tooling/mf-semver-memo.mjs (the same `satisfy`, its answers kept) in place of runtime-core's semver module
 * wherever runtime-core imports it; the wrapper itself reaches the original through an alias.
 */
function mfSemverMemoPlugin() {
  const utils = fs.realpathSync(path.dirname(path.dirname(mfSemverModule())));
  const memo = path.join(__dirname, 'mf-semver-memo.mjs');
  // Before resolution, so that the wrapper is a module of its own (its import of the original is another request).
  return new webpack.NormalModuleReplacementPlugin(/^\.\/semver\/index\.js$/, (resource) => {
    if (!resource.createData?.resource && fs.realpathSync(resource.context) === utils)
      resource.request = memo;
  });
}

function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // Production: maps beside the bundles that no bundle names (never served: decision 0114); the api reads them
    // to make the stacks browsers report readable.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The federation's runtime-core once (issue 9): the external-runtime plugin require()s its CommonJS build
      // while the bundler runtime imports the ES one, which put two copies of it in the shell's main.js.
      alias: {
        '@module-federation/runtime-tools/runtime-core$': mfRuntimeCoreEsm(),
        '@arcade/mf-semver-original$': mfSemverModule(),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('style-loader'),
              // A sheet the prerendered first screen already holds is not added twice (style-tag-transform.cjs).
              options: { styleTagTransform: require.resolve('./style-tag-transform.cjs') },
            },
            require.resolve('css-loader'),
          ],
        },
        { test: /\.(svg|png|jpg|pdf|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: production
      ? {
          minimize: true,
          minimizer: [
            new (require('terser-webpack-plugin'))({
              minify: require('terser-webpack-plugin').swcMinify,
              terserOptions: { compress: true, mangle: true },
            }),
          ],
        }
      : {},
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** A remote: its own build, its own version, mf-manifest.json, public path resolved from where it is deployed. */
function createRemoteConfig({ dir, name, exposes }) {
  return (_env, argv = {}) => {
    const pkg = readPkg(dir);
    const label = process.env.ARCADE_BUILD_LABEL ? `+${process.env.ARCADE_BUILD_LABEL}` : '';
    const config = baseConfig({ dir, mode: argv.mode });
    return {
      ...config,
      output: {
        path: process.env.ARCADE_OUT_DIR ? path.resolve(process.env.ARCADE_OUT_DIR) : path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      plugins: [
        mfSemverMemoPlugin(),
        new webpack.DefinePlugin({
          __REMOTE_NAME__: JSON.stringify(name),
          __REMOTE_VERSION__: JSON.stringify(`${pkg.version}${label}`),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          manifest: true,
          dts: false,
          // The federation runtime comes from the shell (provideExternalRuntime), not from every remoteEntry.
          experiments: { externalRuntime: true },
        }),
      ],
    };
  };
}

/**
 * The host's shared modules (issue 9, flat first load): the ones the shell itself renders with are eager, so they
 * are in main.js instead of a dozen chunks fetched after it; the remotes take them from the share scope. Modules
 * only remotes use (zod, the form kit, react-hook-form) stay lazy, loaded by the remote that needs them.
 */
function hostShared() {
  const shared = sharedModules();
  const SHELL_USES = [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router-dom',
    'zustand',
    '@tanstack/react-query',
    'mitt',
    '@arcade/platform',
    '@arcade/shared-ui',
  ];
  for (const name of SHELL_USES) shared[name] = { ...shared[name], eager: true };
  // The host's own copies are the ones every page uses (singletons, 'loaded-first': the host registers first), so
  // checking them against the host's own range tells nothing; the federation runtime's semver check is regex work
  // per shared module, a third of main.js's start at 4x CPU (issue 9, total blocking time). The remotes keep
  // their ranges: each checks the host's copy against what it was built for.
  for (const name of Object.keys(shared)) shared[name] = { ...shared[name], requiredVersion: false };
  return shared;
}

/**
 * Adds <link rel="preload" as="script"> for the chunks main.js imports at once (the async boundary, bootstrap),
 * so the browser fetches them beside main.js instead of after it has run; and <link rel="preload" as="image"> for
 * the images those chunks import (the logo of the loader and the header, issue 9: the loader's logo is the largest
 * element of a page whose content is still loading, so Lighthouse took its late request as the LCP).
 */
const IMAGE = /\.(svg|png|jpe?g|webp)$/;
const GAME_ART = /[\\/]shared-ui[\\/]src[\\/]art[\\/]games[\\/]/;

class PreloadStartChunksPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = new Set();
          const images = new Set();
          // Only the async boundary's chunks (import('./bootstrap') in src/index.ts), not every lazy import.
          const fromEntryModule = (group) =>
            group.origins.some(
              (o) => o.module && /[\\/]src[\\/]index\.[jt]sx?$/.test(o.module.resource ?? ''),
            );
          for (const entry of compilation.entrypoints.values()) {
            for (const group of entry.getChildren()) {
              if (!fromEntryModule(group)) continue;
              for (const chunk of group.chunks) {
                for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
                for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                  const resource = module.resource ?? '';
                  // The games' covers (shared-ui/src/art/games) are for the pages that show them, not every page.
                  if (!IMAGE.test(resource) || GAME_ART.test(resource)) continue;
                  if (module.buildInfo?.filename) images.add(module.buildInfo.filename);
                }
              }
            }
          }
          for (const f of images) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'image', href: `${publicPath}${f}`, fetchpriority: 'high' },
              meta: { plugin: 'PreloadStartChunksPlugin' },
            });
          }
          for (const f of files) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${f}` },
              meta: { plugin: 'PreloadStartChunksPlugin' },
            });
          }
          return data;
        },
      );
    });
  }
}

/** The host: no remote URL in its build; it reads /remotes.json at start. */
function createHostConfig({ dir, runtimePlugins }) {
  return (_env, argv = {}) => {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const config = baseConfig({ dir, mode: argv.mode });
    return {
      ...config,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        uniqueName: 'shell',
        filename: 'assets/[name].[contenthash:8].js',
        chunkFilename: 'assets/[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      plugins: [
        mfSemverMemoPlugin(),
        new webpack.DefinePlugin({
          __REMOTE_NAME__: JSON.stringify('shell'),
          __REMOTE_VERSION__: JSON.stringify(readPkg(dir).version),
        }),
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: hostShared(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          // target web: the runtime leaves out its Node.js loading code (the shell only ever runs in a browser).
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          favicon: path.join(dir, 'public/favicon.svg'),
          // Deferred: nothing in <head> blocks the first paint (the inline loader), issue 8 item 4.
          scriptLoading: 'defer',
        }),
        new PreloadStartChunksPlugin(HtmlWebpackPlugin),
      ],
    };
  };
}

module.exports = { createRemoteConfig, createHostConfig, sharedModules, mfSemverMemoPlugin, mfSemverModule };
