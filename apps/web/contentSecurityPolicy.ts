/**
 * The page's Content-Security-Policy, one place for the built `index.html` (a meta tag written by
 * `vite.cspPlugin.ts`) and the header `npm start` sends. Each directive's reason:
 *
 * - `default-src 'self'`: anything not named below comes from the app's own origin only.
 * - `script-src 'self' 'sha256-…'`: the bundle, plus the hash of each inline script (the theme script
 *   that runs before the first paint); no `unsafe-inline`, no `unsafe-eval`.
 * - `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`: Radix's scroll lock and the
 *   Pera modal inject `<style>` elements (styles cannot run code); Pera's modal imports its font.
 * - `font-src 'self' https://fonts.gstatic.com`: that font.
 * - `img-src 'self' data: blob:`: icons as data URIs, QR codes and downloads as blobs.
 * - `connect-src 'self' data: https: wss: http:` plus loopback ws (the Pera and Defly modals
 *   fetch their data: icons): networks are the user's own (any https node), wallet relays are wss;
 *   a plain-http node is allowed on this computer and on the local network (the network form
 *   refuses http to an internet host and warns for a LAN one). A policy cannot name address
 *   ranges, so http is allowed as https already is, to any host (nothing more leaves than https
 *   already lets leave); browsers still block http from a page served over https (mixed content).
 * - `frame-src https://web.perawallet.app`: Pera's web wallet signs in an iframe; Lute opens a tab,
 *   Kibisis is an extension, kmd and the phrase need no frame.
 * - `worker-src 'self' blob:`: workers from the app's own code.
 * - `object-src 'none'`, `base-uri 'none'`, `form-action 'none'`: no plugins, no `<base>` rewrite of
 *   relative URLs, no form posting anywhere (the app submits nothing by form).
 * - Trusted Types (`require-trusted-types-for 'script'`) is not set: @perawallet/connect 1.6 builds
 *   its modal with `template.innerHTML`, which Trusted Types would block.
 */
const LOOPBACK_WS = ['ws://127.0.0.1:*', 'ws://localhost:*'];

export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes.map((h) => `'${h}'`)],
    ['style-src', "'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    ['font-src', "'self'", 'https://fonts.gstatic.com'],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'", 'data:', 'https:', 'wss:', 'http:', ...LOOPBACK_WS],
    ['frame-src', 'https://web.perawallet.app'],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
