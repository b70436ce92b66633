import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { routeRequest } from './routes.ts';

const webRoot = path.resolve('/srv/huebook/web');
const options = { webRoot, serverOrigin: 'http://localhost:3000' };
const route = (requestPath: string) => routeRequest(`app://huebook${requestPath}`, options);
const file = (relative: string) => ({ kind: 'file', path: path.join(webRoot, relative) });

describe('routeRequest: files of the SPA folder', () => {
  it('maps a file path into the folder and ignores the query string', () => {
    expect(route('/assets/index-B4x1.js?v=2')).toEqual(file('assets/index-B4x1.js'));
    expect(route('/favicon.svg')).toEqual(file('favicon.svg'));
    expect(route('/index.html')).toEqual(file('index.html'));
  });

  it('decodes percent-encoding exactly once', () => {
    expect(route('/assets/my%20picture.png')).toEqual(file('assets/my picture.png'));
    expect(route('/assets/my%2520picture.png')).toEqual(file('assets/my%20picture.png'));
  });

  it('keeps dot segments, plain or encoded as %2e, inside the folder', () => {
    expect(route('/assets/../favicon.svg')).toEqual(file('favicon.svg'));
    expect(route('/../../../etc/passwd.txt')).toEqual(file('etc/passwd.txt'));
    expect(route('/%2e%2e/%2e%2e/etc/passwd.txt')).toEqual(file('etc/passwd.txt'));
    expect(route('/assets/%2E%2E/%2E%2E/secret.json')).toEqual(file('secret.json'));
  });

  it('treats a path that looks absolute as relative to the folder', () => {
    expect(route('//etc/passwd.txt')).toEqual(file('etc/passwd.txt'));
    expect(route('/%2Fetc%2Fpasswd.txt')).toEqual(file('etc/passwd.txt'));
  });

  it('refuses encoded slashes that would climb out of the folder', () => {
    expect(route('/..%2f..%2fetc%2fpasswd.txt')).toEqual({ kind: 'forbidden' });
    expect(route('/assets/..%2F..%2F..%2Fsecret.json')).toEqual({ kind: 'forbidden' });
    expect(route('/%2e%2e%2f%2e%2e%2fsecret.json')).toEqual({ kind: 'forbidden' });
    expect(route('/assets/%2e%2e%2f%2e%2e%2f')).toEqual({ kind: 'forbidden' });
  });

  it('refuses backslashes, drive letters, NTFS streams and NUL', () => {
    expect(route('/..%5c..%5cwin.ini')).toEqual({ kind: 'forbidden' });
    expect(route('/C:/Windows/win.ini')).toEqual({ kind: 'forbidden' });
    expect(route('/index.html:$DATA.txt')).toEqual({ kind: 'forbidden' });
    expect(route('/index.html%00.png')).toEqual({ kind: 'forbidden' });
  });

  it('checks containment with Windows paths as well', () => {
    const windows = {
      webRoot: 'C:\\Huebook\\resources\\web',
      serverOrigin: options.serverOrigin,
      pathImpl: path.win32,
    };
    expect(routeRequest('app://huebook/assets/app.js', windows)).toEqual({
      kind: 'file',
      path: 'C:\\Huebook\\resources\\web\\assets\\app.js',
    });
    expect(routeRequest('app://huebook/..%2f..%2fwindows/win.ini', windows)).toEqual({ kind: 'forbidden' });
    // The folder's sibling with the same prefix is outside too.
    expect(routeRequest('app://huebook/..%2fweb-secrets/key.txt', windows)).toEqual({ kind: 'forbidden' });
  });

  it('refuses a sibling folder whose name starts like the SPA folder', () => {
    expect(route('/..%2fweb-secrets/key.txt')).toEqual({ kind: 'forbidden' });
    expect(route('/..%2fweb')).toEqual({ kind: 'app-route' });
    expect(route('/assets/..%2f..%2fweb.txt')).toEqual({ kind: 'forbidden' });
  });

  it('answers not-found for malformed percent-encoding', () => {
    expect(route('/assets/%E0%A4%A.js')).toEqual({ kind: 'not-found' });
    expect(route('/assets/%zz.js')).toEqual({ kind: 'not-found' });
  });
});

describe('routeRequest: SPA routes and missing files', () => {
  it('sends paths without a file extension to the SPA', () => {
    for (const spaPath of [
      '/',
      '/splash',
      '/pages/42?sort=latest',
      '/admin/users/',
      '/verify/abc-123',
      '/apix',
    ]) {
      expect(route(spaPath), spaPath).toEqual({ kind: 'app-route' });
    }
  });

  it('treats anything under /assets/ or with an extension as a file, never as the SPA', () => {
    expect(route('/assets/chunk-without-extension')).toEqual(file('assets/chunk-without-extension'));
    expect(route('/favicon.ico')).toEqual(file('favicon.ico'));
    expect(route('/pages/picture.PNG')).toEqual(file('pages/picture.PNG'));
  });
});

describe('routeRequest: requests for the server', () => {
  it('forwards /api and /api/… with the path and query kept', () => {
    expect(route('/api')).toEqual({ kind: 'proxy', url: 'http://localhost:3000/api' });
    expect(route('/api/pages?sort=latest&page=2')).toEqual({
      kind: 'proxy',
      url: 'http://localhost:3000/api/pages?sort=latest&page=2',
    });
    expect(route('/api/pages/search%20term?q=a%26b')).toEqual({
      kind: 'proxy',
      url: 'http://localhost:3000/api/pages/search%20term?q=a%26b',
    });
  });

  it('forwards /uploads/… to the configured server', () => {
    const remote = { webRoot, serverOrigin: 'https://huebook.example:8443' };
    expect(routeRequest('app://huebook/uploads/pages/ab12.webp?v=3', remote)).toEqual({
      kind: 'proxy',
      url: 'https://huebook.example:8443/uploads/pages/ab12.webp?v=3',
    });
  });

  it('does not forward look-alike paths', () => {
    expect(route('/apis.json')).toEqual(file('apis.json'));
    expect(route('/uploads')).toEqual({ kind: 'app-route' });
    expect(route('/assets/api/x.js')).toEqual(file('assets/api/x.js'));
  });
});

describe('routeRequest: other origins', () => {
  it('answers only its own host, compared case-insensitively', () => {
    expect(routeRequest('app://HUEBOOK/splash', options)).toEqual({ kind: 'app-route' });
    expect(routeRequest('app://evil/api/users', options)).toEqual({ kind: 'not-found' });
    expect(routeRequest('app://huebook:8080/api/users', options)).toEqual({ kind: 'not-found' });
    expect(routeRequest('https://huebook/api/users', options)).toEqual({ kind: 'not-found' });
    expect(routeRequest('not a url', options)).toEqual({ kind: 'not-found' });
  });
});
