import { filesToPrefetch } from './prefetch';

const url = '/remotes/mfe_legal/1.0.0-abc/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './LegalPage',
      assets: { js: { sync: ['174.e4a84f80.js', '__federation_expose_LegalPage.e5.js'] } },
    },
    { path: './Other', assets: { js: { sync: ['9.js'] } } },
  ],
};

describe('filesToPrefetch', () => {
  it('lists the remote entry, then the exposed module’s own chunks, beside the manifest', () => {
    expect(filesToPrefetch(url, manifest, './LegalPage')).toEqual([
      '/remotes/mfe_legal/1.0.0-abc/remoteEntry.js',
      '/remotes/mfe_legal/1.0.0-abc/174.e4a84f80.js',
      '/remotes/mfe_legal/1.0.0-abc/__federation_expose_LegalPage.e5.js',
    ]);
  });

  it('lists only the entry for a module the manifest does not expose', () => {
    expect(filesToPrefetch(url, manifest, './Missing')).toEqual([
      '/remotes/mfe_legal/1.0.0-abc/remoteEntry.js',
    ]);
  });

  it('refuses file names that would leave the remote’s folder, and an entry served from elsewhere', () => {
    const bad = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'https://elsewhere.test/' } },
      exposes: [
        {
          path: './LegalPage',
          assets: { js: { sync: ['../../x.js', 'https://evil.test/a.js', 'ok.js', 42] } },
        },
      ],
    };
    expect(filesToPrefetch(url, bad, './LegalPage')).toEqual(['/remotes/mfe_legal/1.0.0-abc/ok.js']);
  });
});
