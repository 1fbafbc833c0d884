import { screenFiles } from './screen-files';

// The shape mfe-student's build writes (trimmed): publicPath 'auto', entry at the folder's root.
const manifest = {
  metaData: { name: 'mfe_student', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [{ name: 'react', assets: { js: { sync: ['696.33a6f6e4.js'], async: [] } } }],
  exposes: [
    { name: 'Home', path: './Home', assets: { js: { sync: ['__federation_expose_Home.fb5654bf.js'], async: ['axios.cfc04197.js'] } } },
    { name: 'Jobs', path: './Jobs', assets: { js: { sync: ['__federation_expose_Jobs.1a2b.js', '262.5d6d6ca1.js'], async: [] } } },
  ],
};
const MANIFEST_URL = '/remotes/student/1.0.0-5e1f0c9a2b/mf-manifest.json';

describe('screenFiles', () => {
  it('names the remote entry and the screen\'s own chunks beside the manifest, not its shared modules or later chunks', () => {
    expect(screenFiles(manifest, MANIFEST_URL, 'Home')).toEqual([
      '/remotes/student/1.0.0-5e1f0c9a2b/remoteEntry.js',
      '/remotes/student/1.0.0-5e1f0c9a2b/__federation_expose_Home.fb5654bf.js',
    ]);
    expect(screenFiles(manifest, MANIFEST_URL, 'Jobs')).toHaveLength(3);
  });

  it('uses the public path the remote was built with, and its entry folder', () => {
    const elsewhere = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/student/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(screenFiles(elsewhere, MANIFEST_URL, 'Home')).toEqual([
      'https://cdn.example/student/entry/remoteEntry.js',
      'https://cdn.example/student/__federation_expose_Home.fb5654bf.js',
    ]);
  });

  it.each([
    ['a screen the remote does not expose', manifest, 'Profile'],
    ['a manifest without an entry', { exposes: manifest.exposes }, 'Home'],
    ['something that is not a manifest', ['Home'], 'Home'],
  ])('names nothing for %s', (_case, value, screen) => {
    expect(screenFiles(value, MANIFEST_URL, screen)).toEqual([]);
  });
});
