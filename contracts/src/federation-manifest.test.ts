import { manifestModuleChunks, manifestModules, manifestRemoteEntry } from './federation-manifest';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './LegalPage', assets: { js: { sync: ['174.e4.js', '__federation_expose_LegalPage.e5.js'] } } },
    { path: './Footer', assets: { js: { sync: [] } } },
  ],
};

describe('the reading of mf-manifest.json shared by the api and the shell', () => {
  it('names the remote entry, the modules and each module’s own chunks', () => {
    expect(manifestRemoteEntry(manifest)).toBe('remoteEntry.js');
    expect(manifestModules(manifest)).toEqual(['./LegalPage', './Footer']);
    expect(manifestModuleChunks(manifest, './LegalPage')).toEqual([
      '174.e4.js',
      '__federation_expose_LegalPage.e5.js',
    ]);
    expect(manifestModuleChunks(manifest, './Footer')).toEqual([]);
    expect(manifestModuleChunks(manifest, './Missing')).toEqual([]);
  });

  it('uses Module Federation’s default entry name when the manifest gives none', () => {
    expect(manifestRemoteEntry({})).toBe('remoteEntry.js');
    expect(manifestRemoteEntry({ metaData: { remoteEntry: {} } })).toBe('remoteEntry.js');
  });

  it('ignores any name that is not a plain script file of the manifest’s folder', () => {
    for (const name of [
      '../x.js',
      '/abs.js',
      'https://evil.test/x.js',
      'a/b.js',
      'x.js?q',
      '.hidden.js',
      'x.css',
      7,
    ])
      expect(manifestRemoteEntry({ metaData: { remoteEntry: { name } } })).toBeNull();
    expect(
      manifestRemoteEntry({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'sub' } } }),
    ).toBeNull();
    expect(
      manifestModuleChunks(
        {
          exposes: [
            { path: './P', assets: { js: { sync: ['ok.js', '../up.js', null, 'a/b.js', 'x.js#f'] } } },
          ],
        },
        './P',
      ),
    ).toEqual(['ok.js']);
    expect(
      manifestModuleChunks({ exposes: [{ path: './P', assets: { js: { sync: 'ok.js' } } }] }, './P'),
    ).toEqual([]);
  });
});
