/**
 * With the lake's certificate not (yet) accepted, the Studio failed with Sanity's
 * generic "Network error — couldn't reach the Sanity servers". The built Studio's index.html is
 * rewritten so that a small script first probes the lake and only then loads the Studio; when
 * the probe fails it shows what to do instead. Only for the local lake (hosted Sanity has a
 * publicly trusted certificate), and only in the built Studio (`npm start`), not `sanity dev`.
 */

export const LAKE_CHECK_FILE = 'lake-check.js';

export interface LakeCheckTarget {
  /** The address the Studio's client really calls: the project id in front of the API host. */
  apiOrigin: string;
}

/** `https://localhost:3334` with project `local` → `https://local.localhost:3334` (what @sanity/client calls). */
export function studioApiOrigin(apiHost: string, projectId: string): string {
  const url = new URL(apiHost);
  return `${url.protocol}//${projectId}.${url.host}`;
}

const ENTRY_SCRIPT = /<script\s+src="([^"]+)"\s+type="module"\s*><\/script>/;

/**
 * Replaces the Studio's entry module tag with the check script, which loads the entry itself.
 * Returns the document unchanged when it has no entry tag in the expected form (a Sanity upgrade
 * changed it): the Studio then still works, only without the friendly page.
 */
export function addLakeCheck(indexHtml: string, target: LakeCheckTarget): string {
  const match = ENTRY_SCRIPT.exec(indexHtml);
  if (!match?.[1]) return indexHtml;
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = `<script src="/${LAKE_CHECK_FILE}" data-entry="${attr(match[1])}" data-lake="${attr(target.apiOrigin)}"></script>`;
  return indexHtml.replace(match[0], tag);
}

/**
 * The check itself, plain browser JavaScript (it runs before React and the Studio exist). A
 * `no-cors` fetch needs no CORS answer, and still fails on an untrusted certificate or a lake
 * that is not running; the page then names both, certificate first (the first-start case).
 */
export const LAKE_CHECK_SCRIPT = `(() => {
  const me = document.currentScript;
  const entry = me.dataset.entry;
  const lake = me.dataset.lake;
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.body.appendChild(script);
  };
  const el = (tag, props, children) => {
    const node = Object.assign(document.createElement(tag), props || {});
    for (const child of children || []) node.append(child);
    return node;
  };
  const link = (href, text) => el('a', { href, target: '_blank', rel: 'noopener' }, [text || href]);
  const code = (text) => el('code', {}, [text]);
  const help = () => {
    const lakeHere = location.origin === lake;
    const root = document.getElementById('sanity') || document.body;
    const style = el('style', {}, [
      'html,body{background:#f6f6f8}body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;margin:0;padding:4rem 1rem}' +
        '#lake-check{max-width:44rem;margin:0 auto;padding:2rem;background:#fff;border:1px solid #d1d5db;border-radius:8px}' +
        '#lake-check h1{font-size:1.4rem;margin:0 0 1rem}#lake-check li{margin:.5rem 0}' +
        '#lake-check code{background:#eef0f3;padding:0 .25rem;border-radius:3px}' +
        '#lake-check button{font:inherit;padding:.4rem 1rem;margin-top:1rem}',
    ]);
    const back = lake + '/local/return?to=' + encodeURIComponent(location.href);
    const steps = el('ol', {}, [
      el('li', {}, [
        el('a', { href: back, id: 'lake-check-accept' }, ['Accept the lake’s certificate']),
        ': your browser warns about it; choose "Advanced" and "Proceed to local.localhost". ',
        'The lake then sends you straight back here.',
      ]),
      el('li', {}, [
        'Or trust the lake’s certificate authority once for good: the file ', code('lake-ca.pem'),
        ' whose path ', code('npm start'), ' prints (by default ', code('.data/lake/tls/lake-ca.pem'),
        '); the commands for each browser and system are in ', code('docs/lake.md'), '.',
      ]),
      el('li', {}, [
        'If the lake’s address does not open at all, the content lake is not running: start it with ',
        code('npm start'), '.',
      ]),
    ]);
    const box = el('main', { id: 'lake-check', role: 'alert' }, [
      el('h1', {}, ['The Studio cannot reach its content lake']),
      el('p', {}, [
        'The Studio loads its content from the local content lake at ', code(lake), '. ',
        lakeHere
          ? 'The lake did not answer.'
          : 'Your browser refused the connection. On a first start this is almost always the lake\\'s ' +
            'self-signed HTTPS certificate, which the browser does not trust yet.',
      ]),
      steps,
      el('p', {}, [
        'The Studio is also served on the lake’s own address, ', link(lake + '/'),
        ', where the same one-time step covers the Studio and its content together.',
      ]),
      el('button', { type: 'button', onclick: () => location.reload() }, ['Reload']),
    ]);
    root.replaceChildren(style, box);
  };
  fetch(lake + '/ping', { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(load, help);
})();
`;
